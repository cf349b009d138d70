'use strict';
/**
 * Vocabulary the generator draws people and careers from. Fictional people and employers; city names,
 * area codes and schools are real so the documents read like what recruiters receive.
 */

const EN_FIRST = [
  'Olivia', 'James', 'Siobhán', 'Zoë', 'Mohammed', 'Priya', 'Liam', 'Grace', 'Owen', 'Niamh', 'Ethan', 'Hannah',
  'Renée', 'Connor', 'Amara', 'José', 'Chloe', 'Daniel', 'Aoife', 'Marcus', 'Eleanor', 'Kwame', 'Sophie', 'Tomás',
  'Mary-Kate', 'Rhys', 'Isabel', 'Jan', 'Bethany', 'Nathaniel',
];
const EN_LAST = [
  "O'Connor", 'Smith-Jones', 'van der Berg', 'MacLeod', 'Okafor', 'Nguyen', 'García', 'Kowalski', 'Brennan',
  'Whitfield', 'Patel', 'Hughes', 'De Souza', 'Fitzgerald', 'Ashworth', 'Lindqvist', 'Adeyemi', 'Carter-Lewis',
  'McAllister', 'Thompson', 'Byrne', 'Harrington', 'Novak', 'Russo',
];
const FR_FIRST = [
  'Zoé', 'Hélène', 'Jérôme', 'François', 'Anne-Sophie', 'Jean-Baptiste', 'Maëlle', 'Loïc', 'Inès', 'Céline', 'Théo',
  'Noémie', 'Benoît', 'Anaïs', 'Gaëlle', 'Rémi', 'Léa', 'Mathis', 'Clémence', 'Yannick', 'Aurélie', 'Marie-Claire',
  'Hugo', 'Éloïse', 'Karim', 'Océane', 'Grégoire', 'Solène',
];
const FR_LAST = [
  'Müller-Martin', 'de La Fontaine', 'Lefèvre', 'Dupont', 'Le Goff', "N'Diaye", 'Garnier-Roux', "d'Almeida", 'Faure',
  'Bénard', 'Rousseau', 'Chevalier', 'Perrin', 'Da Silva', 'Boucher', 'de Villiers', 'Lemaître', 'Benmansour',
  'Le Floc\'h', 'Mercier', 'Guérin', 'Van den Broeck', 'Marchand', 'Texier',
];

/** Titles printed before the name and post-nominals printed after it (never part of the truth). */
const EN_TITLES = ['Dr', 'Dr.', 'Mr', 'Ms'];
const EN_POSTNOMINALS = { nursing: ['RGN', 'RN', 'BSN'], finance: ['CFA', 'ACA'], accounting: ['ACCA', 'CPA'], data: ['PhD'], mech: ['CEng', 'PhD'], software: ['PhD'] };
const FR_TITLES = ['Mme', 'M.', 'Dr'];

const EN_PLACES = {
  GB: [
    { city: 'London', region: 'Greater London' }, { city: 'Manchester', region: 'Greater Manchester' },
    { city: 'Leeds', region: 'West Yorkshire' }, { city: 'Bristol', region: 'England' }, { city: 'Edinburgh', region: 'Scotland' },
    { city: 'Birmingham', region: 'West Midlands' }, { city: 'Cardiff', region: 'Wales' }, { city: 'Nottingham', region: 'England' },
  ],
  US: [
    { city: 'Hartford', region: 'CT', areaCode: '860' }, { city: 'Boston', region: 'MA', areaCode: '617' },
    { city: 'Chicago', region: 'IL', areaCode: '312' }, { city: 'Austin', region: 'TX', areaCode: '512' },
    { city: 'Seattle', region: 'WA', areaCode: '206' }, { city: 'Denver', region: 'CO', areaCode: '303' },
    { city: 'Philadelphia', region: 'PA', areaCode: '215' }, { city: 'New York', region: 'NY', areaCode: '212' },
  ],
};
const FR_PLACES = [
  { city: 'Lyon', region: 'Auvergne-Rhône-Alpes', postalCode: '69003' }, { city: 'Paris', region: 'Île-de-France', postalCode: '75011' },
  { city: 'Nantes', region: 'Pays de la Loire', postalCode: '44000' }, { city: 'Bordeaux', region: 'Nouvelle-Aquitaine', postalCode: '33000' },
  { city: 'Lille', region: 'Hauts-de-France', postalCode: '59000' }, { city: 'Toulouse', region: 'Occitanie', postalCode: '31000' },
  { city: 'Rennes', region: 'Bretagne', postalCode: '35000' }, { city: 'Boulogne-Billancourt', region: 'Île-de-France', postalCode: '92100' },
  { city: 'Strasbourg', region: 'Grand Est', postalCode: '67000' }, { city: 'Grenoble', region: 'Auvergne-Rhône-Alpes', postalCode: '38000' },
];

const EN_MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'hotmail.com', 'icloud.com', 'protonmail.com'];
const FR_MAIL_DOMAINS = ['gmail.com', 'orange.fr', 'outlook.fr', 'free.fr', 'laposte.net', 'yahoo.fr', 'sfr.fr'];

/**
 * Careers: a ladder of positions (junior to senior), employers, skills by group, degrees and schools,
 * summary and bullet lines. Bullets sometimes name another organisation or a city on purpose.
 */
const EN_CAREERS = [
  {
    key: 'software', label: 'Software Engineer',
    ladder: ['Junior Software Developer', 'Software Engineer', 'Senior Software Engineer', 'Lead Developer'],
    companies: ['Copperleaf Software', 'Brightwater Systems Ltd', 'Northwind Analytics', 'Halcyon Digital Inc.', 'Quillon Technologies'],
    skills: { Languages: ['TypeScript', 'Python', 'Go', 'Java'], Frameworks: ['React', 'Node.js', 'Django', 'Spring Boot'], Tooling: ['Docker', 'Kubernetes', 'PostgreSQL', 'GitHub Actions'] },
    degrees: [['BSc (Hons)', 'Computer Science'], ['MSc', 'Software Engineering'], ['Bachelor of Science', 'Computer Engineering']],
    summary: 'Backend-leaning engineer who likes boring, reliable systems and clear code reviews.',
    bullets: ['Cut API p95 latency from 480 ms to 120 ms by reworking the caching layer.', 'Mentored four junior developers through their first production releases.', 'Migrated a monolith serving 2 million users to services on Kubernetes.', 'Worked with Stripe and Adyen to rebuild the payments integration.', 'Introduced contract tests that halved integration incidents.'],
  },
  {
    key: 'data', label: 'Data Engineer',
    ladder: ['Data Analyst', 'Data Engineer', 'Senior Data Engineer', 'Head of Data'],
    companies: ['Northwind Analytics', 'Redwood Insurance Group', 'Kestrel Logistics Inc.', 'Bluebell Foods plc', 'Meridian Health Partners'],
    skills: { Data: ['SQL', 'Python', 'Apache Spark', 'Airflow', 'dbt'], Visualisation: ['Tableau', 'Looker'], Cloud: ['AWS', 'Snowflake', 'Terraform'] },
    degrees: [['MSc', 'Data Science'], ['BSc', 'Mathematics and Statistics'], ['MSc Engineering, Networks and Telecommunications', '']],
    summary: 'Data engineer building pipelines that analysts trust, from ingestion to dashboards.',
    bullets: ['Built a streaming pipeline processing 40 million events a day.', 'Reduced the monthly warehouse bill by 35% through partitioning and clustering.', 'Designed the data model behind the company-wide revenue dashboard.', 'Coordinated the GDPR data-retention project with the Dublin legal team.'],
  },
  {
    key: 'nursing', label: 'Registered Nurse',
    ladder: ['Healthcare Assistant', 'Staff Nurse', 'Senior Staff Nurse', 'Ward Manager'],
    companies: ["St Bride's Hospital NHS Trust", 'Meridian Health Partners', 'Royal Kestrel Infirmary', 'Hartwell Community Hospital', 'Greenacre Care Homes'],
    skills: { Clinical: ['Patient assessment', 'Medication administration', 'Wound care', 'Phlebotomy', 'Triage'], Systems: ['EPIC', 'SystmOne'] },
    degrees: [['BSc (Hons)', 'Adult Nursing'], ['Bachelor of Science in Nursing', ''], ['Diploma', 'Health and Social Care']],
    summary: 'Compassionate nurse with acute medical and surgical ward experience.',
    bullets: ['Cared for up to 12 patients per shift on a 28-bed acute medical ward.', 'Led the ward’s falls-prevention audit, reducing falls by 20%.', 'Supervised student nurses from the University of Leeds on placement.', 'Administered IV therapy and managed central lines.'],
  },
  {
    key: 'finance', label: 'Financial Analyst',
    ladder: ['Financial Analyst', 'Senior Financial Analyst', 'Investment Associate', 'Portfolio Manager'],
    companies: ['Aldgate Capital Partners', 'Harrow & Finch LLP', 'Redwood Insurance Group', 'Thornbury Asset Management', 'Bluebell Foods plc'],
    skills: { Analysis: ['Financial modelling', 'Valuation', 'IFRS', 'Budgeting'], Tools: ['Excel', 'VBA', 'Bloomberg Terminal', 'Power BI'] },
    degrees: [['BSc', 'Economics and Finance'], ['Master of Business Administration', ''], ['MSc', 'Finance, Accounting and Management']],
    summary: 'Analyst with a record of turning messy numbers into decisions.',
    bullets: ['Built the three-statement model used for a £45m acquisition.', 'Prepared monthly variance analysis for the CFO and the board.', 'Automated the quarterly reporting pack, saving two days per close.'],
  },
  {
    key: 'marketing', label: 'Marketing Manager',
    ladder: ['Marketing Coordinator', 'Digital Marketing Specialist', 'Marketing Manager', 'Head of Marketing'],
    companies: ['Larkspur Design Studio', 'Bluebell Foods plc', 'Copperleaf Software', 'Fernhill Retail Group', 'Juniper & Vale'],
    skills: { Digital: ['SEO', 'Google Analytics', 'Google Ads', 'Paid social'], Content: ['Copywriting', 'Content strategy', 'HubSpot'] },
    degrees: [['BA (Hons)', 'Marketing'], ['MSc', 'Marketing Management'], ['BA', 'English Literature']],
    summary: 'Marketer who pairs brand instinct with a spreadsheet.',
    bullets: ['Grew organic traffic by 140% in 18 months.', 'Managed a £1.2m annual paid media budget across four markets.', 'Launched the brand in Toronto and Chicago with a team of three.'],
  },
  {
    key: 'mech', label: 'Mechanical Engineer',
    ladder: ['Graduate Mechanical Engineer', 'Mechanical Engineer', 'Senior Design Engineer', 'Engineering Manager'],
    companies: ['Ironbridge Engineering Ltd', 'Pinecrest Manufacturing Co.', 'Arden Aerospace', 'Vantage Rail Systems', 'Halden Pumps Inc.'],
    skills: { Design: ['SolidWorks', 'AutoCAD', 'GD&T', 'Finite element analysis'], Manufacturing: ['Lean manufacturing', 'DFMEA', 'MATLAB'] },
    degrees: [['MEng', 'Mechanical Engineering'], ['BEng (Hons)', 'Mechanical Engineering'], ['Bachelor of Science in Mechanical Engineering', '']],
    summary: 'Chartered mechanical engineer focused on design for manufacture.',
    bullets: ['Redesigned a pump housing, cutting unit cost by 18%.', 'Ran FEA on load-bearing brackets for the Derby rail contract.', 'Led supplier qualification visits in Poland and Germany.'],
  },
  {
    key: 'network', label: 'Network Engineer',
    ladder: ['Network Support Technician', 'Network Engineer', 'Senior Network Engineer', 'Network Architect'],
    companies: ['Halcyon Telecom', 'Northwind Analytics', 'Greystone Communications', 'Vantage Rail Systems', 'Brightwater Systems Ltd'],
    skills: { Networking: ['Cisco IOS', 'BGP', 'OSPF', 'MPLS', 'Juniper Junos'], Automation: ['Python', 'Ansible', 'Wireshark'] },
    degrees: [['MSc Engineering, Networks and Telecommunications', ''], ['BEng', 'Electronic and Communications Engineering'], ['BSc', 'Computer Networks']],
    summary: 'Network engineer with carrier and enterprise backbone experience.',
    bullets: ['Designed the MPLS core linking 40 branch offices.', 'Automated switch configuration with Ansible, removing manual changes.', 'Handled the data-centre move from Slough to Docklands over one weekend.'],
  },
  {
    key: 'hr', label: 'HR Business Partner',
    ladder: ['HR Assistant', 'HR Advisor', 'HR Business Partner', 'Head of People'],
    companies: ['Fernhill Retail Group', 'Quayside Learning Trust', 'Redwood Insurance Group', 'Kestrel Logistics Inc.', 'Meridian Health Partners'],
    skills: { People: ['Employee relations', 'Recruitment', 'Onboarding', 'Employment law'], Systems: ['Workday', 'BambooHR'] },
    degrees: [['BA (Hons)', 'Human Resource Management'], ['BSc', 'Psychology'], ['CIPD Level 7 Diploma', 'Human Resource Management']],
    summary: 'Generalist HR partner who has supported teams from 50 to 1,500 people.',
    bullets: ['Rolled out Workday to 1,200 employees across three sites.', 'Reduced time to hire from 52 to 31 days.', 'Ran 60+ employee-relations cases to resolution.'],
  },
  {
    key: 'logistics', label: 'Operations Manager',
    ladder: ['Logistics Coordinator', 'Supply Chain Analyst', 'Operations Manager', 'Head of Operations'],
    companies: ['Kestrel Logistics Inc.', 'Fernhill Retail Group', 'Bluebell Foods plc', 'Portway Freight', 'Halden Pumps Inc.'],
    skills: { Operations: ['Inventory management', 'Demand planning', 'Procurement', 'Lean Six Sigma'], Systems: ['SAP', 'Excel', 'Manhattan WMS'] },
    degrees: [['BSc', 'Logistics and Supply Chain Management'], ['BA', 'Business Administration'], ['MSc', 'Operations Management']],
    summary: 'Operations lead who keeps warehouses calm in peak season.',
    bullets: ['Ran a 24/7 distribution centre shipping 30,000 orders a day.', 'Improved pick accuracy to 99.7% with slotting changes.', 'Negotiated carrier contracts with DHL and UPS.'],
  },
  {
    key: 'design', label: 'Product Designer',
    ladder: ['Junior UX Designer', 'UX Designer', 'Senior Product Designer', 'Design Lead'],
    companies: ['Larkspur Design Studio', 'Copperleaf Software', 'Quillon Technologies', 'Juniper & Vale', 'Halcyon Digital Inc.'],
    skills: { Design: ['Figma', 'Prototyping', 'Design systems', 'Adobe XD'], Research: ['User research', 'Usability testing'] },
    degrees: [['BA (Hons)', 'Graphic Design'], ['MA', 'Interaction Design'], ['BSc', 'Cognitive Science']],
    summary: 'Product designer who tests early and ships often.',
    bullets: ['Redesigned onboarding, raising activation by 22%.', 'Built and maintained the company design system.', 'Ran 40 usability sessions with users in Glasgow and Lisbon.'],
  },
  {
    key: 'accounting', label: 'Accountant',
    ladder: ['Accounts Assistant', 'Accountant', 'Senior Accountant', 'Financial Controller'],
    companies: ['Harrow & Finch LLP', 'Pinecrest Manufacturing Co.', 'Quayside Learning Trust', 'Thornbury Asset Management', 'Portway Freight'],
    skills: { Accounting: ['Month-end close', 'VAT returns', 'Consolidation', 'IFRS'], Software: ['Sage', 'Xero', 'Excel'] },
    degrees: [['BSc (Hons)', 'Accounting and Finance'], ['BA', 'Business Studies'], ['Bachelor of Science in Accounting', '']],
    summary: 'Chartered accountant comfortable with group consolidation and audits.',
    bullets: ['Closed the books in four working days, down from nine.', 'Prepared statutory accounts for six UK entities.', 'Led the audit with the Big Four auditors without adjustments.'],
  },
  {
    key: 'teaching', label: 'Secondary School Teacher',
    ladder: ['Teaching Assistant', 'Teacher of Mathematics', 'Head of Mathematics', 'Assistant Headteacher'],
    companies: ['Quayside Learning Trust', 'Oakfield Academy', 'St Anselm’s Catholic School', 'Brookside High School', 'Westmoor College'],
    skills: { Teaching: ['Curriculum planning', 'Classroom management', 'Safeguarding', 'Differentiated instruction'], Tools: ['Google Classroom', 'Microsoft Teams'] },
    degrees: [['BSc', 'Mathematics'], ['PGCE', 'Secondary Mathematics'], ['MEd', 'Educational Leadership']],
    summary: 'Maths teacher whose classes beat the national average three years running.',
    bullets: ['Taught Key Stage 3 to A level mathematics.', 'Raised GCSE grade 5+ results from 48% to 67%.', 'Organised the annual trip to CERN for sixth-form students.'],
  },
];

const FR_CAREERS = [
  {
    key: 'software', label: 'Développeur full-stack',
    ladder: ['Développeur web junior', 'Développeur full-stack', 'Développeur back-end senior', 'Lead développeur'],
    companies: ['Néosoft Ingénierie', 'Altéa Services', 'Lumière Conseil', 'Groupe Orvalia', 'Hexagone Télécom'],
    skills: { Langages: ['JavaScript', 'TypeScript', 'PHP', 'Python'], Frameworks: ['Symfony', 'React', 'Vue.js'], Outils: ['Docker', 'Git', 'MySQL', 'Jenkins'] },
    degrees: [['Master', 'Informatique'], ['DUT', 'Informatique'], ["Diplôme d'ingénieur, Informatique et réseaux", '']],
    summary: "Développeur passionné par la qualité du code et l'accessibilité.",
    bullets: ["Refonte de l'espace client (React, Symfony) utilisé par 300 000 abonnés.", "Mise en place de l'intégration continue sous Jenkins puis GitLab CI.", "Accompagnement de deux alternants de l'IUT de Lannion.", 'Réduction du temps de chargement des pages de 60 %.'],
  },
  {
    key: 'data', label: 'Ingénieure data',
    ladder: ['Analyste de données', 'Ingénieur data', 'Data scientist senior', 'Responsable data'],
    companies: ['Acme SAS', 'Banque Rhodanienne', 'Mutuelle Saint-Christophe', 'Groupe Orvalia', 'Altéa Services'],
    skills: { Données: ['Python', 'SQL', 'Apache Spark', 'Talend', 'scikit-learn'], Restitution: ['Power BI', 'Tableau'] },
    degrees: [['Master 2', 'Statistique et science des données'], ['Master', 'Mathématiques appliquées, statistique'], ["Diplôme d'ingénieur", 'Génie mathématique']],
    summary: 'Ingénieure data, 8 ans d’expérience entre banque et assurance.',
    bullets: ['Conception du datalake et des flux Spark pour 12 filiales.', 'Modèle de prévision de résiliation mis en production (AUC 0,84).', 'Formation des équipes métier de Clermont-Ferrand à Power BI.'],
  },
  {
    key: 'nursing', label: 'Infirmière diplômée d’État',
    ladder: ['Aide-soignante', 'Infirmière diplômée d’État', 'Infirmière de bloc opératoire', 'Cadre de santé'],
    companies: ['Clinique des Tilleuls', 'Centre hospitalier de Vienne', 'Hôpital privé Jean-Mermoz', 'EHPAD Les Glycines', 'Polyclinique du Parc'],
    skills: { Soins: ['Soins techniques', 'Prise en charge de la douleur', 'Gestion des urgences', 'Hygiène hospitalière'], Outils: ['Dossier patient informatisé', 'Pack Office'] },
    degrees: [["Diplôme d'État d'infirmier", ''], ['Licence', 'Sciences infirmières'], ["Diplôme d'État d'aide-soignant", '']],
    summary: 'Infirmière en médecine et chirurgie, rigoureuse et à l’écoute des patients.',
    bullets: ['Prise en charge de 10 à 14 patients par poste en médecine polyvalente.', 'Référente douleur du service depuis deux ans.', 'Encadrement des étudiants de l’IFSI de Bourgoin-Jallieu.'],
  },
  {
    key: 'finance', label: 'Contrôleur de gestion',
    ladder: ['Assistant contrôleur de gestion', 'Contrôleur de gestion', 'Contrôleur de gestion senior', 'Responsable contrôle de gestion'],
    companies: ['Groupe Orvalia', 'Transports Berthier & Fils', 'Banque Rhodanienne', 'Ateliers Duval SA', 'Domaine Garnier'],
    skills: { Finance: ['Reporting financier', 'Budget prévisionnel', 'Consolidation', 'Analyse des écarts'], Outils: ['SAP FI/CO', 'Excel avancé', 'Power BI'] },
    degrees: [['Master CCA (Comptabilité, Contrôle, Audit)', ''], ['Master', "Finance d'entreprise"], ['Licence', 'Économie et gestion']],
    summary: 'Contrôleur de gestion industriel, à l’aise avec les chiffres et les opérationnels.',
    bullets: ['Pilotage du budget annuel de 85 M€ et des reprévisions trimestrielles.', 'Mise en place des tableaux de bord mensuels sous Power BI.', 'Clôtures mensuelles en J+5 avec les équipes de Saint-Étienne.'],
  },
  {
    key: 'marketing', label: 'Responsable marketing',
    ladder: ['Chargée de communication', 'Chef de projet marketing digital', 'Responsable marketing', 'Directrice marketing'],
    companies: ['Lumière Conseil', 'Domaine Garnier', 'Maison Ferrand', 'Altéa Services', 'Éditions du Rivage'],
    skills: { Digital: ['SEO', 'Google Ads', 'Réseaux sociaux', 'Emailing'], Contenus: ['Rédaction web', 'Canva', 'CRM Salesforce'] },
    degrees: [['Master', 'Marketing, vente'], ['BTS', 'Communication'], ['Bachelor', 'Marketing digital']],
    summary: 'Marketeuse digitale orientée résultats, du brief à la mesure.',
    bullets: ['Hausse de 75 % du trafic organique en un an.', 'Gestion d’un budget média de 400 k€.', 'Lancement de la marque à Montréal avec une agence locale.'],
  },
  {
    key: 'maintenance', label: 'Technicien de maintenance',
    ladder: ['Technicien de maintenance', 'Technicien méthodes', 'Chef d’équipe maintenance', 'Responsable maintenance'],
    companies: ['Ateliers Duval SA', 'Transports Berthier & Fils', 'Papeteries de Vizille', 'Fonderie Ardennaise', 'Laiterie Bellevue'],
    skills: { Technique: ['Électrotechnique', 'Automatismes Siemens', 'Hydraulique', 'Pneumatique'], Méthodes: ['GMAO', 'AMDEC', 'Habilitation électrique B2V'] },
    degrees: [['BTS', 'Maintenance des systèmes'], ['Licence professionnelle', 'Maintenance des systèmes industriels'], ['Bac pro', 'MELEC']],
    summary: 'Technicien polyvalent en maintenance préventive et curative.',
    bullets: ['Diagnostic et dépannage sur lignes de conditionnement.', 'Réduction des arrêts non planifiés de 30 % via la GMAO.', 'Mise en service d’une ligne achetée à un fabricant de Turin.'],
  },
  {
    key: 'network', label: 'Ingénieur réseaux et télécoms',
    ladder: ['Technicien réseaux', 'Ingénieur réseaux et télécoms', 'Ingénieur réseaux senior', 'Architecte réseau'],
    companies: ['Hexagone Télécom', 'Néosoft Ingénierie', 'Altéa Services', 'Groupe Orvalia', 'Régie Câble Savoie'],
    skills: { Réseaux: ['Cisco', 'BGP', 'OSPF', 'MPLS', 'Fortinet'], Automatisation: ['Python', 'Ansible'] },
    degrees: [["Diplôme d'ingénieur, Réseaux et Télécommunications", ''], ['DUT', 'Réseaux et Télécommunications'], ['Master', 'Réseaux, télécommunications et sécurité']],
    summary: 'Ingénieur réseaux opérateur et entreprise, certifié CCNP.',
    bullets: ['Déploiement du cœur MPLS reliant 35 agences.', 'Migration de 400 équipements vers une configuration automatisée.', 'Astreintes niveau 3 pour les clients de la région de Chambéry.'],
  },
  {
    key: 'hr', label: 'Chargée de recrutement',
    ladder: ['Assistante RH', 'Chargée de recrutement', 'Responsable RH', 'DRH'],
    companies: ['Mutuelle Saint-Christophe', 'Groupe Orvalia', 'Maison Ferrand', 'Clinique des Tilleuls', 'Lumière Conseil'],
    skills: { RH: ['Recrutement', 'Paie', 'Droit du travail', 'Gestion des talents', 'Entretiens annuels'], Outils: ['SIRH', 'Excel'] },
    degrees: [['Master', 'Gestion des ressources humaines'], ['Licence', 'Psychologie'], ['BTS', 'Support à l’action managériale']],
    summary: 'Recruteuse généraliste, 150 recrutements par an en CDI et en alternance.',
    bullets: ['Recrutement de profils techniques et commerciaux en CDI.', 'Mise en place d’un SIRH pour 600 salariés.', 'Relations avec les écoles de Nancy et de Metz.'],
  },
  {
    key: 'logistics', label: 'Responsable d’entrepôt',
    ladder: ['Préparateur de commandes', 'Gestionnaire logistique', 'Chef de quai', 'Responsable d’entrepôt'],
    companies: ['Transports Berthier & Fils', 'Logistique du Val-de-Loire', 'Maison Ferrand', 'Laiterie Bellevue', 'Groupe Orvalia'],
    skills: { Logistique: ['Gestion des stocks', 'WMS', 'CACES 3', 'Lean management'], Outils: ['SAP MM', 'Excel'] },
    degrees: [['BTS', 'Gestion des transports et logistique associée'], ['Licence professionnelle', 'Logistique'], ['Master', 'Management de la chaîne logistique']],
    summary: 'Responsable logistique, 40 personnes encadrées en 3x8.',
    bullets: ['Organisation des flux pour 12 000 commandes par jour.', 'Taux de service porté de 96 % à 99,2 %.', 'Négociation avec les transporteurs pour la plateforme d’Orléans.'],
  },
  {
    key: 'sales', label: 'Attaché commercial',
    ladder: ['Commercial sédentaire', 'Attaché commercial', 'Responsable grands comptes', 'Directeur commercial'],
    companies: ['Altéa Services', 'Ateliers Duval SA', 'Hexagone Télécom', 'Domaine Garnier', 'Papeteries de Vizille'],
    skills: { Vente: ['Prospection', 'Négociation', 'Gestion de portefeuille clients', 'Appels d’offres'], Outils: ['Salesforce', 'HubSpot'] },
    degrees: [['BTS', 'Négociation et digitalisation de la relation client'], ['Bachelor', 'Business développement'], ['Master', 'Management commercial']],
    summary: 'Commercial terrain B2B, chasseur et fidélisateur.',
    bullets: ['Portefeuille de 120 clients PME en Auvergne.', 'Chiffre d’affaires en hausse de 18 % sur deux exercices.', 'Ouverture du secteur de Clermont-Ferrand.'],
  },
  {
    key: 'accounting', label: 'Comptable',
    ladder: ['Aide-comptable', 'Comptable', 'Comptable unique', 'Chef comptable'],
    companies: ['Cabinet Morel & Associés', 'Transports Berthier & Fils', 'Laiterie Bellevue', 'Domaine Garnier', 'Fonderie Ardennaise'],
    skills: { Comptabilité: ['Déclarations de TVA', 'Clôtures mensuelles', 'Rapprochements bancaires', 'Liasse fiscale'], Logiciels: ['Sage 100', 'Cegid', 'Excel'] },
    degrees: [['DCG', ''], ['BTS', 'Comptabilité et gestion'], ['DSCG', '']],
    summary: 'Comptable générale et fiscale, rigoureuse et autonome.',
    bullets: ['Tenue de la comptabilité de 45 dossiers clients.', 'Préparation des bilans et liasses fiscales.', 'Relations avec le commissaire aux comptes de Reims.'],
  },
];

const EN_SCHOOLS = {
  GB: ['University of Leeds', "King's College London", 'University of Manchester', 'University of Bristol', 'University of Edinburgh', 'Cardiff University', 'University of Nottingham', 'Trinity College Dublin'],
  US: ['University of Connecticut', 'Boston University', 'University of Illinois at Chicago', 'University of Texas at Austin', 'University of Washington', 'Temple University', 'Northeastern University'],
};
const FR_SCHOOLS = ['INSA Lyon', 'Université Lyon 2', 'IUT de Nantes', 'Université Paris-Saclay', 'IAE Bordeaux', 'Université de Rennes', 'Télécom SudParis', 'IMT Atlantique', 'Université de Lille', 'Lycée Jean-Moulin, Angers', 'IFSI du CHU de Grenoble', 'Université Toulouse Capitole'];

const EN_LANGUAGES = [
  ['French', ['Fluent', 'C1', 'Intermediate (B1)', 'Conversational', 'Basic', 'B2']],
  ['Spanish', ['Fluent', 'B2', 'Intermediate', 'Conversational', 'A2']],
  ['German', ['Basic', 'B1', 'Professional working proficiency', 'Intermediate (B1)']],
  ['Polish', ['Native', 'Fluent']], ['Mandarin', ['Native', 'HSK 4']], ['Arabic', ['Native', 'Conversational']],
  ['Irish', ['Fluent', 'Intermediate']], ['Italian', ['A2', 'Beginner']], ['Portuguese', ['Native', 'C1']],
];
const FR_LANGUAGES = [
  ['Anglais', ['courant', 'C1', 'intermédiaire (B1)', 'B2', 'lu, écrit, parlé', 'professionnel (C1)', 'bilingue']],
  ['Espagnol', ['notions', 'intermédiaire (B1)', 'scolaire', 'A2', 'courant']],
  ['Allemand', ['notions', 'B1', 'scolaire', 'intermédiaire']],
  ['Italien', ['courant', 'A2', 'débutant']], ['Arabe', ['langue maternelle', 'bilingue']], ['Portugais', ['langue maternelle', 'B2']],
  ['Breton', ['notions']],
];

const EN_INTERESTS = ['Trail running', 'Chess', 'Photography', 'Choir', 'Rock climbing', 'Volunteering at a food bank', 'Cooking', 'Cycling'];
const FR_INTERESTS = ['Randonnée', 'Théâtre amateur', 'Photographie', 'Bénévolat aux Restos du Cœur', 'Escalade', 'Cuisine', 'Voile', 'Piano'];

const EN_EDU_NOTES = ['GPA 3.7', 'GPA: 3.6/4.0', 'Minor in Economics', 'Minor in Psychology', 'First-class honours', 'Dissertation: predictive maintenance with sensor data'];
const FR_EDU_NOTES = ['En formation continue', 'Mention bien', 'En alternance', 'Mention assez bien', 'Mémoire : maintenance prédictive'];

module.exports = {
  EN_FIRST, EN_LAST, FR_FIRST, FR_LAST, EN_TITLES, EN_POSTNOMINALS, FR_TITLES, EN_PLACES, FR_PLACES, EN_MAIL_DOMAINS,
  FR_MAIL_DOMAINS, EN_CAREERS, FR_CAREERS, EN_SCHOOLS, FR_SCHOOLS, EN_LANGUAGES, FR_LANGUAGES, EN_INTERESTS,
  FR_INTERESTS, EN_EDU_NOTES, FR_EDU_NOTES,
};
