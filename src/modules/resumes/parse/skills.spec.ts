import { resumeLines } from './lines';
import { groupLabels, isSkillCategory, parseSkills, splitGluedTags } from './skills';

describe('parseSkills', () => {
  it("reads a group's label set apart from its comma list on their row as the group's label, not a skill's first words", () => {
    const rows = [['Accompagnement', 'Évaluation des besoins, Projet personnalisé'], ['Partenariat', 'Accès aux droits, Travail en réseau']];
    const lines = rows.map(([label, skills], index) => ({ ...resumeLines(`${label} ${skills}`)[0], top: index, parts: [label, skills] }));
    expect(parseSkills(lines)).toEqual(['Évaluation des besoins', 'Projet personnalisé', 'Accès aux droits', 'Travail en réseau']);
  });

  it('keeps a Word document\'s skill whole when its level follows it after a dash, though the list has glued tags', () => {
    expect(parseSkills(resumeLines('Social media SEO Copywriting\nAutoCAD Civil 3D — Advanced\nHEC-RAS — Expert'))).toEqual(['Social media', 'SEO', 'Copywriting', 'AutoCAD Civil 3D', 'HEC-RAS']);
  });

  it('reads an inline list whose middle dots OCR read as dashes, one at a wrapped line\'s end', () => {
    expect(parseSkills(resumeLines('Agile / Scrum -\nOptimisation des performances -\nPlaytests - Unity - C# - Python -\nUnreal Engine 5 - Houdini - Perforce'))).toEqual([
      'Agile',
      'Scrum',
      'Optimisation des performances',
      'Playtests',
      'Unity',
      'C#',
      'Python',
      'Unreal Engine 5',
      'Houdini',
      'Perforce',
    ]);
  });

  it('joins a skill a narrow column wrapped after its small word or inside a word at a hyphen, and reads arrows as bullets', () => {
    expect(parseSkills(resumeLines('SEO\nStratégie de\ncontenu\nGestion des\nréseaux sociaux\nPrioritisa-\ntion\n→ SolidWorks'))).toEqual(['SEO', 'Stratégie de contenu', 'Gestion des réseaux sociaux', 'Prioritisation', 'SolidWorks']);
  });

  it('drops a level printed before a skill with "in"', () => {
    expect(parseSkills(resumeLines('* Beginner in Excel\n* Proficient in HACCP\n* Expert in Lightspeed POS\n* Bonne maîtrise de SAP'))).toEqual(['Excel', 'HACCP', 'Lightspeed POS', 'SAP']);
  });

  it('drops group names printed above their lists without a mark of their own', () => {
    const lines = resumeLines('Web Development\nHTML, CSS, JavaScript\nBackend Craft\nNode.js, PostgreSQL');
    expect(parseSkills(lines)).toEqual(['HTML', 'CSS', 'JavaScript', 'Node.js', 'PostgreSQL']);
  });

  it('skips a level printed under the group name', () => {
    const lines = resumeLines('Web Development\nAdvanced\nHTML, CSS\nBackend Craft\nNode.js, Go');
    expect(parseSkills(lines)).toEqual(['HTML', 'CSS', 'Node.js', 'Go']);
  });

  it('keeps the skill of a line that goes on to say what was done with it', () => {
    const lines = resumeLines('• HR analytics - built monthly attrition dashboards in Power BI\n• Recruitment: ran forty campaigns a year for the stores\n• Excel - VBA, Power Query\n• Python: pandas numpy scipy matplotlib');
    expect(parseSkills(lines)).toEqual(['HR analytics', 'Recruitment', 'Excel', 'VBA', 'Power Query', 'pandas numpy scipy matplotlib']);
  });

  it('keeps the skill of "Skill: 4/5" lines', () => {
    expect(parseSkills(resumeLines('Opera PMS: 3/5\nExcel: 5/5\nUpselling: 80 %'))).toEqual(['Opera PMS', 'Excel', 'Upselling']);
  });

  it('reads the skills a sentence names, clause by clause, without its lead-in words', () => {
    expect(parseSkills(resumeLines('Proficient in .NET 8, React 18 and Django; also comfortable with Azure and Terraform.'))).toEqual(['.NET 8', 'React 18', 'Django', 'Azure', 'Terraform']);
    expect(parseSkills(resumeLines('Je maîtrise Splunk, Elastic SIEM et Nessus ; j’utilise aussi Burp Suite.'))).toEqual(['Splunk', 'Elastic SIEM', 'Nessus', 'Burp Suite']);
    // (a list that opens with no such words is read as before)
    expect(parseSkills(resumeLines('Compensation & benefits, Payroll'))).toEqual(['Compensation & benefits', 'Payroll']);
  });

  it('drops bar ratings and years written as "y" after a skill', () => {
    expect(parseSkills(resumeLines('SQL ████████░░\nMaintenance en ligne ▰▰▱▱▱\nNews writing (3y)'))).toEqual(['SQL', 'Maintenance en ligne', 'News writing']);
  });

  it('drops the labels and levels of a European language grid read with the skills', () => {
    const lines = resumeLines('Langue(s) maternelle(s)\nAutre(s) langue(s)\nCOMPRENDRE\nPARLER\nÉcouter\nSpoken interaction\nC1\nB2\nPowerPoint\nOutlook\nWriting');
    expect(parseSkills(lines)).toEqual(['PowerPoint', 'Outlook', 'Writing']);
  });

  it('keeps the skill of "Skill: level" lines', () => {
    expect(parseSkills(resumeLines('Python: Advanced\nSQL : Intermédiaire\nTools: Docker, Git'))).toEqual(['Python', 'SQL', 'Docker', 'Git']);
  });

  it('splits a list on slashes set between spaces, and drops its group name', () => {
    const lines = resumeLines('Logistics\nFreight forwarding / Customs clearance / Inventory control / Route planning\nBTP\nMétrés / Suivi de chantier / Lecture de plans');
    expect(parseSkills(lines)).toEqual(['Freight forwarding', 'Customs clearance', 'Inventory control', 'Route planning', 'Métrés', 'Suivi de chantier', 'Lecture de plans']);
  });

  it('drops profiles and sites listed under the skills heading', () => {
    expect(parseSkills(resumeLines('Figma\nlinkedin.com/in/nr2352\n® github.com/mariefrance\nNode.js\nASP.NET/C#'))).toEqual(['Figma', 'Node.js', 'ASP.NET/C#']);
  });

  it('drops group names named after their domain ("Clinical skills") and a resume site\'s buttons', () => {
    expect(parseSkills(resumeLines('Clinical skills\nACLS\nIV cannulation\nHire me\nDownload CV'))).toEqual(['ACLS', 'IV cannulation']);
  });

  it('drops dates read beside the list, keeps a version year', () => {
    expect(parseSkills(resumeLines('Excel 2016\nJune 2023\n2019 - 2021\nSept. 2018 -\nPower BI'))).toEqual(['Excel 2016', 'Power BI']);
  });

  it('drops a level or a duration in brackets after a skill, keeps an acronym or a model', () => {
    expect(parseSkills(resumeLines('Excel (advanced)\nPython (5 years)\nSpanish lessons (B2)\nInfection control (IPC)\nPLC (Siemens S7)'))).toEqual(['Excel', 'Python', 'Spanish lessons', 'Infection control (IPC)', 'PLC (Siemens S7)']);
  });

  it('keeps a one-per-line list whole', () => {
    expect(parseSkills(resumeLines('Python\nSQL\nKubernetes'))).toEqual(['Python', 'SQL', 'Kubernetes']);
  });

  it('keeps a lone line in a list of lists when the pattern does not repeat', () => {
    const lines = resumeLines('Python, SQL\nKubernetes\nDocker, Terraform');
    expect(groupLabels(lines).size).toBe(0);
  });
});

describe('parseSkills beside a web page\'s buttons', () => {
  it('drops a row of buttons printed with the skills', () => {
    expect(parseSkills(resumeLines('Hire Me Download CV\nMe recruter Télécharger le CV\nCompliance\nAuditing'))).toEqual(['Compliance', 'Auditing']);
  });
});

describe('parseSkills on an image', () => {
  it('drops the bullets OCR read as "e" or "©", between tags on one line too', () => {
    expect(parseSkills(resumeLines('e C++\ne Jira\n© Pandas\ne TypeScript e .NET'))).toEqual(['C++', 'Jira', 'Pandas', 'TypeScript', '.NET']);
    expect(parseSkills(resumeLines('Bâle lll, Basel Ill, Solvency II'))).toEqual(['Bâle III', 'Basel III', 'Solvency II']);
  });

  it('reads tags whose drawn borders OCR read as brackets and letters', () => {
    expect(parseSkills(resumeLines('Cisco IOS XR ][ BGP/MPLS ][ Juniper Junos ] [ CCNP Enterprise | [ Mesures terrain (TEMS) |\nAtoll Il Excel Il Wireshark ]'))).toEqual([
      'Cisco IOS XR',
      'BGP/MPLS',
      'Juniper Junos',
      'CCNP Enterprise',
      'Mesures terrain (TEMS)',
      'Atoll',
      'Excel',
      'Wireshark',
    ]);
    expect(parseSkills(resumeLines('ee Traumatologie du sport | [ Cliniko ] ( Pilates ] { Microsoft Office ]'))).toEqual(['Traumatologie du sport', 'Cliniko', 'Pilates', 'Microsoft Office']);
    expect(parseSkills(resumeLines('((Meditech Expanse ) ( Epic EHR) ( Wound care )\neee\nee e000'))).toEqual(['Meditech Expanse', 'Epic EHR', 'Wound care']);
    expect(parseSkills(resumeLines('Cash transfer programming =~ WASH\nSalesforce NPSP ~~ Power BI\n= ArcGIS\nDrone mapping * Agworld'))).toEqual(['Cash transfer programming', 'WASH', 'Salesforce NPSP', 'Power BI', 'ArcGIS', 'Drone mapping', 'Agworld']);
    expect(parseSkills(resumeLines('Meditech Expanse e Cerner PowerChart\n[SO 9001\n{EC 62446'))).toEqual(['Meditech Expanse', 'Cerner PowerChart', 'ISO 9001', 'IEC 62446']);
    // (the bullet OCR read at the end of a line the list goes on after: "Snakemake +", "Android Studio e")
    expect(parseSkills(resumeLines('Scanpy * Nextflow * Snakemake +\nBioconductor\nXcode e Fastlane e Android Studio e\nFirebase'))).toEqual(['Scanpy', 'Nextflow', 'Snakemake', 'Bioconductor', 'Xcode', 'Fastlane', 'Android Studio', 'Firebase']);
    // (bullets OCR read as marks on an image's lines, whose items hold small words: no sentence; "+" among them one more, a trailing mark none)
    const scanned = resumeLines('SAS » Surveillance des transactions * LCB-FT + World-Check *\nEvaluation des risques * Rédaction de procédures * MiFID Il «\nExcel « Audit « Bâle Ill + Relations avec le régulateur').map((line) => ({ ...line, positioned: true }));
    expect(parseSkills(scanned)).toEqual(['SAS', 'Surveillance des transactions', 'LCB-FT', 'World-Check', 'Evaluation des risques', 'Rédaction de procédures', 'MiFID II', 'Excel', 'Audit', 'Bâle III', 'Relations avec le régulateur']);
    // (one bracket standing apart is no row of tags)
    expect(parseSkills(resumeLines('Reporting (Power BI )'))).toEqual(['Reporting (Power BI )']);
  });
});

describe('parseSkills in tables of skills', () => {
  const at = (text: string, top: number, options: { emphasis?: boolean; parts?: string[] } = {}) => ({ text, page: 1, x: 90, width: 200, top, size: 12, emphasis: options.emphasis ?? false, column: 'full' as const, parts: options.parts });

  it('keeps a row of bold tags under its group name (the bold row is the skills, not a group name)', () => {
    const lines = resumeLines('', [at('Hospitality', 10), at('Revenue management Opera PMS', 24, { emphasis: true, parts: ['Revenue management', 'Opera PMS'] }), at('Event planning', 38), at('Team management', 52), at('Cash handling', 66)]);
    expect(parseSkills(lines)).toEqual(['Revenue management', 'Opera PMS', 'Event planning', 'Team management', 'Cash handling']);
  });

  it('keeps skills set larger, each with its level under it (no keywords: the name is the skill), not as group names', () => {
    const sized = (text: string, top: number, size: number) => ({ ...at(text, top, { emphasis: true }), size, fontSized: true });
    const lines = resumeLines('', [sized('Root-cause analysis', 10, 10.7), sized('Beginner', 24, 7.2), sized('Risk assessment', 38, 10.7), sized('Advanced', 52, 7.2), sized('Technical writing', 66, 10.7), sized('Expert', 80, 7.2)]);
    expect(parseSkills(lines)).toEqual(['Root-cause analysis', 'Risk assessment', 'Technical writing']);
    // (a group name set larger above its keywords is still no skill)
    expect(parseSkills(resumeLines('', [sized('Engineering', 10, 10.7), sized('AutoCAD', 24, 7.2), sized('SolidWorks', 38, 7.2)]))).toEqual(['AutoCAD', 'SolidWorks']);
  });

  it('keeps a row of tags set larger, their levels set smaller under them', () => {
    const sized = (text: string, top: number, size: number, parts?: string[]) => ({ ...at(text, top, { emphasis: true, parts }), size, fontSized: true });
    const row = sized('KPI reporting Supplier management Route planning', 10, 10.7, ['KPI reporting', 'Supplier management', 'Route planning']);
    expect(parseSkills(resumeLines('', [row, sized('Intermediate', 24, 7.2), sized('Beginner', 24, 7.2), sized('Advanced', 24, 7.2)]))).toEqual(['KPI reporting', 'Supplier management', 'Route planning']);
  });

  it('joins a grid cell wrapped in two, the next cell read between its lines, but not a one-per-line list', () => {
    const at = (text: string, x: number, top: number) => ({ text, page: 1, x, width: 80, top, size: 12, emphasis: false, column: 'full' as const, fontSized: true });
    const grid = resumeLines('', [at('Reporting', 49, 611), at('Fiscalité des', 157, 611), at('financier', 49, 625), at('entreprises', 157, 625)]);
    expect(parseSkills(grid)).toEqual(['Reporting financier', 'Fiscalité des entreprises']);
    expect(parseSkills(resumeLines('', [at('Python', 49, 600), at('iOS', 49, 614), at('npm', 49, 628)]))).toEqual(['Python', 'iOS', 'npm']);
    // (a cell alone on its row, the grid's last: its neighbour empty)
    expect(parseSkills(resumeLines('', [at('QGIS', 49, 600), at('SketchUp', 157, 600), at('Land use', 49, 630), at('planning', 49, 644)]))).toEqual(['QGIS', 'SketchUp', 'Land use planning']);
    // (a lower-case cell of the next row, its row's other cells read before it with capitals, is a skill of its own)
    const rows = resumeLines('', [at('SQL', 49, 600), at('Python', 157, 600), at('Power BI', 265, 600), at('Tableau', 49, 614), at('Excel modelling', 157, 614), at('dbt', 265, 614)]);
    expect(parseSkills(rows)).toEqual(['SQL', 'Python', 'Power BI', 'Tableau', 'Excel modelling', 'dbt']);
    // (but a cell that ends on a small word goes on under it, beside its own column's next item)
    const flowing = resumeLines('', [at('VALD', 49, 600), at('Prévention des', 157, 600), at('ForceDecks', 49, 614), at('blessures', 157, 614)]);
    expect(parseSkills(flowing)).toEqual(['VALD', 'Prévention des blessures', 'ForceDecks']);
  });

  it('drops a group name set larger than the skills under it, and a line without a bullet over a bulleted list', () => {
    const sized = (text: string, top: number, size: number, x = 52, fontSized = true) => ({ text, page: 1, x, width: 80, top, size, emphasis: size > 10, column: 'full' as const, fontSized });
    const lines = resumeLines('', [sized('SIRH', 76, 12.5), sized('SAP SuccessFactors', 101, 9.7), sized('Workday', 101, 9.7, 161), sized('Conduite du changement', 175, 12.5), sized('Droit du travail', 201, 12.5)]);
    expect(parseSkills(lines)).toEqual(['SAP SuccessFactors', 'Workday', 'Conduite du changement', 'Droit du travail']);
    // (an OCR line's height is its box's, which varies with its letters: "Brand strategy" over "Social media")
    const read = resumeLines('', [sized('Brand strategy', 100, 24.8, 52, false), sized('Social media', 130, 19.2, 52, false)]);
    expect(parseSkills(read)).toEqual(['Brand strategy', 'Social media']);
    expect(parseSkills(resumeLines('HRIS\n• SAP SuccessFactors\n• Workday\nHuman resources\n• Payroll\nConflict resolution'))).toEqual(['SAP SuccessFactors', 'Workday', 'Payroll', 'Conflict resolution']);
  });

  it('drops levels printed before or after a skill of several words, and reads a group with its skills in brackets', () => {
    expect(parseSkills(resumeLines('CRM (Pipedrive, HubSpot, Salesforce)\nAdvanced Contract negotiation\nCase management Intermediate\nDébutant Sécurité sur chantier'))).toEqual([
      'CRM',
      'Pipedrive',
      'HubSpot',
      'Salesforce',
      'Contract negotiation',
      'Case management',
      'Sécurité sur chantier',
    ]);
  });

  it('keeps a skill with its tools in brackets, and skills whose names hold a level word', () => {
    expect(parseSkills(resumeLines('Python (Pandas, NumPy), Software (Revit, AutoCAD)\nScrum Master, Master Data Management, Advanced Analytics, Natural Language Processing'))).toEqual([
      'Python',
      'Pandas',
      'NumPy',
      'Revit',
      'AutoCAD',
      'Scrum Master',
      'Master Data Management',
      'Advanced Analytics',
      'Natural Language Processing',
    ]);
  });

  it('reads "Skill (level):" lines with nothing after the colon as skills, and drops OCR crumbs', () => {
    expect(parseSkills(resumeLines('Gestion de projet (Débutant):\nSécurité sur chantier (Expert):\ni\nes\nC'))).toEqual(['Gestion de projet', 'Sécurité sur chantier', 'C']);
    expect(parseSkills(resumeLines('Web Development:\nHTML, CSS'))).toEqual(['HTML', 'CSS']);
  });
});

describe('splitGluedTags (tags a .doc conversion glued into one line)', () => {
  it.each([
    ['Adobe InDesign Figma Canva Photoshop', ['Adobe InDesign', 'Figma', 'Canva', 'Photoshop']],
    ['ISO 9001 Budget control MS Project', ['ISO 9001', 'Budget control', 'MS Project']],
    ['AutoCAD FMEA Root cause analysis', ['AutoCAD', 'FMEA', 'Root cause analysis']],
    ['Machine Learning Python SQL', ['Machine Learning', 'Python', 'SQL']],
    // Fewer than three skills: one skill of several words, kept whole.
    ['Project Management', ['Project Management']],
    ['Strategic Account Planning', ['Strategic Account Planning']],
    ['Natural Language Processing', ['Natural Language Processing']],
    ['Lean Six Sigma Green Belt', ['Lean Six Sigma Green Belt']],
    ['Strong analytical and problem-solving skills', ['Strong analytical and problem-solving skills']],
  ])('%s', (line, expected) => {
    expect(splitGluedTags(line)).toEqual(expected);
  });

  it('cuts a short run in two when the list\'s other runs were glued tags, and reads a long run as tags, not a sentence', () => {
    expect(parseSkills(resumeLines('Design\nAdobe InDesign Figma Canva Photoshop\nMarketing\nSocial media SEO'))).toEqual(['Adobe InDesign', 'Figma', 'Canva', 'Photoshop', 'Social media', 'SEO']);
    expect(parseSkills(resumeLines('Social media SEO'))).toEqual(['Social media SEO']);
    expect(parseSkills(resumeLines('Ingénierie\nRoot cause analysis AutoCAD Six Sigma FMEA SolidWorks'))).toEqual(['Root cause analysis', 'AutoCAD', 'Six Sigma', 'FMEA', 'SolidWorks']);
  });

  it('cuts only lines read without layout (a .doc): a PDF line keeps the pieces its layout gives', () => {
    expect(parseSkills(resumeLines('Skills\nPower BI Excel VBA SAP FI Sage').slice(1))).toEqual(['Power BI', 'Excel', 'VBA', 'SAP FI', 'Sage']);
    const pdfLine = { text: 'Adobe InDesign Figma Canva', page: 1, x: 0, top: 0, width: 200, size: 10, emphasis: false, column: 'full' as const };
    expect(parseSkills(resumeLines('', [pdfLine]))).toEqual(['Adobe InDesign Figma Canva']);
  });
});

describe('parseSkills on lists as resumes print them', () => {
  it('takes the skills of a list whose lines each say what was done with the skill', () => {
    const lines = resumeLines('- Team leadership - led 85 staff across three shifts\n- Health and safety - IOSH-trained, zero RIDDOR incidents in 2023\n• Assessment: moderated GCSE practical endorsements');
    expect(parseSkills(lines)).toEqual(['Team leadership', 'Health and safety', 'Assessment']);
  });

  it('reads pipes OCR printed as "l" or "I" as separators, and ligatures as their letters', () => {
    const lines = resumeLines('Crop planning l Irrigation scheduling I Nutrient management plans\nGPS/RTK guidance l QGIS 3.34 l O\ufb03ce 365');
    expect(parseSkills(lines)).toEqual(['Crop planning', 'Irrigation scheduling', 'Nutrient management plans', 'GPS/RTK guidance', 'QGIS 3.34', 'Office 365']);
  });

  it('cuts glued tags before a closing word in lower-case company, and keeps "Public Relations" whole', () => {
    expect(splitGluedTags('Entretiens annuels Relations sociales Paie Recrutement')).toEqual(['Entretiens annuels', 'Relations sociales', 'Paie', 'Recrutement']);
    expect(splitGluedTags('Public Relations Canva Figma Photoshop')).toEqual(['Public Relations', 'Canva', 'Figma', 'Photoshop']);
  });

  it('reads the slash of "S/4HANA" OCR took for an I, and drops rating dots read as capital Es', () => {
    expect(parseSkills(resumeLines('SAP SI4HANA\nTeamwork\nEEE ee\ne e\nPython =\nMicrosoft Office ='))).toEqual(['SAP S/4HANA', 'Teamwork', 'Python', 'Microsoft Office']);
  });

  it('reads pill tags whose borders OCR read as letters, pipes or brackets, and drops ratings OCR read as letters or marks', () => {
    expect(parseSkills(resumeLines('l AWS l l Terraform l l CI/CD l\nl Dentrix I l Local anesthesia I\n| Fibre optique (FTTH) | l Soudure fibre l'))).toEqual(['AWS', 'Terraform', 'CI/CD', 'Dentrix', 'Local anesthesia', 'Fibre optique (FTTH)', 'Soudure fibre']);
    expect(parseSkills(resumeLines('[Chirurgie orthopédique] [Robot Da Vinci]'))).toEqual(['Chirurgie orthopédique', 'Robot Da Vinci']);
    expect(parseSkills(resumeLines('Conduit bending eeee0\nOpera PMS ****\nSoudure TIG ——\nLatte art @@@\n° Agroécologie'))).toEqual(['Conduit bending', 'Opera PMS', 'Soudure TIG', 'Latte art', 'Agroécologie']);
  });

  it('reads tags in braces or parentheses, a rating before a level, and bars OCR read as capital Is', () => {
    expect(parseSkills(resumeLines('{Premiere Pro} {DaVinci Resolve 18}\n(Soins palliatifs) (Load calculations (Manual J))'))).toEqual(['Premiere Pro', 'DaVinci Resolve 18', 'Soins palliatifs', 'Load calculations (Manual J)']);
    expect(parseSkills(resumeLines('Excel (VBA) 95% Expert\nPlanograms IIIIII\nRhino 7 + Grasshopper'))).toEqual(['Excel (VBA)', 'Planograms', 'Rhino 7 + Grasshopper']);
  });

  it('reads rounded pills whose borders OCR read as brackets set apart by spaces, not a skill with its tools in brackets', () => {
    expect(parseSkills(resumeLines('Blender ) ( Python\nC++ ) ( HLSL\n(Optimisation des performances )'))).toEqual(['Blender', 'Python', 'C++', 'HLSL', 'Optimisation des performances']);
    expect(parseSkills(resumeLines('Python (Pandas) (NumPy)\nRust (learning)'))).toEqual(['Python (Pandas) (NumPy)', 'Rust (learning)']);
  });

  it('joins an item a narrow column wrapped in a one-per-line list, not a lower-case skill of its own', () => {
    expect(parseSkills(resumeLines('o NGSS-aligned\nplanning\no Lab safety\no Data-driven\ninstruction'))).toEqual(['NGSS-aligned planning', 'Lab safety', 'Data-driven instruction']);
    expect(parseSkills(resumeLines('Timber cruising\nSilviculture\nsurveys\nChainsaw operation\nStream assessments'))).toEqual(['Timber cruising', 'Silviculture surveys', 'Chainsaw operation', 'Stream assessments']);
    expect(parseSkills(resumeLines('Guest relations\nteam scheduling\nFood safety\nOpera PMS'))).toEqual(['Guest relations', 'team scheduling', 'Food safety', 'Opera PMS']);
  });

  it('reads a skill with a rating then a level, a tag cut at the line end, "+" bullets, and keeps a prefix hyphen and a lower-case word after a level', () => {
    expect(parseSkills(resumeLines('Soudure TIG —— Expert\nLecture de plans — Confirmé'))).toEqual(['Soudure TIG', 'Lecture de plans']);
    expect(parseSkills(resumeLines('{Python} {Wireshark} [Vulnerability\nmanagement]'))).toEqual(['Python', 'Wireshark', 'Vulnerability management']);
    expect(parseSkills(resumeLines('+ Risk assessment + Pricing\n+ Claims analysis + Excel modelling'))).toEqual(['Risk assessment', 'Pricing', 'Claims analysis', 'Excel modelling']);
    expect(parseSkills(resumeLines('Gestion des non-\nconformités\nAdvanced airway management\nConduite de tracteur\nenjambeur eeeeo\nVendanges eeeee'))).toEqual(['Gestion des non-conformités', 'Advanced airway management', 'Conduite de tracteur enjambeur', 'Vendanges']);
  });

  it('keeps two names of one skill a slash joins where a side is an acronym or goes on in lower case, and splits a list of slashes', () => {
    expect(parseSkills(resumeLines('MSP / SPC, Lean / 5S\nCheck-in / check-out\nRéassort / Encaissement\nFreight forwarding / Customs clearance / Route planning'))).toEqual(['MSP / SPC', 'Lean / 5S', 'Check-in / check-out', 'Réassort', 'Encaissement', 'Freight forwarding', 'Customs clearance', 'Route planning']);
  });

  it("drops a group's name printed before its list with no colon, not a skill that opens with a group word", () => {
    expect(parseSkills(resumeLines('Frameworks .NET 8, Blazor\nFinance Contrôle de gestion, Reporting IFRS\nData Analysis, Python\nMarketing Automation, SEO'))).toEqual(['.NET 8', 'Blazor', 'Contrôle de gestion', 'Reporting IFRS', 'Data Analysis', 'Python', 'Marketing Automation', 'SEO']);
  });

  it('reads Wingdings bullets, drops a soft hyphen and a "Competent" level', () => {
    expect(parseSkills(resumeLines('§ Collection development\nØ Diplomatie\nAccouchement physio\u00adlogique\nEffluent management Competent'))).toEqual(['Collection development', 'Diplomatie', 'Accouchement physiologique', 'Effluent management']);
  });

  it('reads two borders side by side, "||" or "Il", between tags as a separator', () => {
    expect(parseSkills(resumeLines('| Node js || Spring Boot Il Django'))).toEqual(['Node js', 'Spring Boot', 'Django']);
  });

  it('reads bullets OCR printed as « or * between items as separators', () => {
    expect(parseSkills(resumeLines('Organic certification « Farm budgeting * Irrigation scheduling'))).toEqual(['Organic certification', 'Farm budgeting', 'Irrigation scheduling']);
  });

  it('drops a bar and a percentage printed after a skill', () => {
    expect(parseSkills(resumeLines('SAP S/4HANA  \u2588\u2588\u2588\u2588\u2591\u2591 70%\nSQL \u2588\u2588\u2588\u2591 80 %'))).toEqual(['SAP S/4HANA', 'SQL']);
  });

  it('keeps a bulleted item of several capitalised words whole, and reads "o" as a bullet', () => {
    expect(parseSkills(resumeLines('» RIBA Plan of Work\n» BIM Level 2\n» Revit 2024\no Spring Boot'))).toEqual(['RIBA Plan of Work', 'BIM Level 2', 'Revit 2024', 'Spring Boot']);
  });

  it('reads a sentence naming skills over two lines', () => {
    const lines = resumeLines('Strong experience with Opera PMS, Oracle Simphony and SevenRooms; familiar with\nMicros POS and Excel.');
    expect(parseSkills(lines)).toEqual(['Opera PMS', 'Oracle Simphony', 'SevenRooms', 'Micros POS', 'Excel']);
  });

  it("drops a table's header row, its levels and years, and a page's footer", () => {
    const lines = resumeLines('Skill Level Years\nWound care Expert 10\nTriage Basic 7\nCompétence\nNiveau\nPage 1 of 2');
    expect(parseSkills(lines)).toEqual(['Wound care', 'Triage']);
  });

  it('keeps a product in capitals met alone in a list, and a group level before its skills', () => {
    expect(parseSkills(resumeLines('3D modelling\nFEA\nCATIA V5\nMATLAB\nSAP PM'))).toEqual(['3D modelling', 'FEA', 'CATIA V5', 'MATLAB', 'SAP PM']);
    expect(parseSkills(resumeLines('Expert: Feasibility studies, Planning applications\nIntermediate: AutoCAD 2024, Adobe InDesign'))).toEqual(['Feasibility studies', 'Planning applications', 'AutoCAD 2024', 'Adobe InDesign']);
    expect(parseSkills(resumeLines('Restauration: Accords mets et vins, Calcul des coûts matière\nExploitation: Plannings du personnel, Caisse Micros\nHACCP:'))).toEqual(['Accords mets et vins', 'Calcul des coûts matière', 'Plannings du personnel', 'Caisse Micros', 'HACCP']);
  });

  it('keeps a skill followed by its rating dots on the next line', () => {
    expect(parseSkills(resumeLines('B2B sales\n●●○○○\nCold calling\n●●●●○'))).toEqual(['B2B sales', 'Cold calling']);
  });

  it('drops rating stars as OCR reads them, on a row of their own or after a skill', () => {
    expect(parseSkills(resumeLines('Kubernetes\n* x\nDocker\n***\nTerraform\n*\nà kk\nKotlin\n* + Kk\nQGIS\nRédaction de rapports * *\nEPANET'))).toEqual(['Kubernetes', 'Docker', 'Terraform', 'Kotlin', 'QGIS', 'Rédaction de rapports', 'EPANET']);
    expect(parseSkills(resumeLines('Water quality monitoring __\nReverse osmosis'))).toEqual(['Water quality monitoring', 'Reverse osmosis']);
    expect(parseSkills(resumeLines('Scala\nAkka\nKafka'))).toEqual(['Scala', 'Akka', 'Kafka']);
  });

  it('joins a skill wrapped after "à" or before its small word', () => {
    expect(parseSkills(resumeLines('Gestion des postes à\nquai\nAménagement\ndu territoire\nSIG'))).toEqual(['Gestion des postes à quai', 'Aménagement du territoire', 'SIG']);
  });

  it('drops a group name in capitals, not acronyms, and keeps soft skills named "… skills" and a listed "Leadership"', () => {
    const lines = resumeLines('REGULATORY & QUALITY\nGCP\nRegulatory submissions\nSOFTWARE\nLIMS\nVeeva Vault\nPresentation skills\nMS Project, Leadership, Decision making');
    expect(parseSkills(lines)).toEqual(['GCP', 'Regulatory submissions', 'LIMS', 'Veeva Vault', 'Presentation skills', 'MS Project', 'Leadership', 'Decision making']);
  });
});

describe('isSkillCategory (levels and durations are not skills)', () => {
  it.each(['Very good', 'Working knowledge', 'Très bon niveau', 'Bonne maîtrise', '5 years', '3+ yrs', "2 ans d'expérience", 'Senior'])('%s', (text) => {
    expect(isSkillCategory(text)).toBe(true);
  });

  it.each(['Python', 'Good Manufacturing Practice', 'Excel'])('%s is a skill', (text) => {
    expect(isSkillCategory(text)).toBe(false);
  });
});
