import { fold } from './text';

/** Words that mark a job title (FR/EN), folded. Used to tell "Title — Company" from "Company — Title". */
const TITLE_WORDS =
  /\b(?:engineer|developer|geologist|geologue|geophysicist|geophysicien|geophysicienne|hydrologist|hydrologue|metallurgist|metallurgiste|superintendent|surintendant|foreman|adjuster|developpeur|developpeuse|ingenieur|ingenieure|manager|consultant|consultante|analyst|analyste|architect|architecte|designer|director|directeur|directrice|head|lead|chef|cheffe|responsable|charge|chargee|assistant|assistante|technicien|technicienne|comptable|accountant|auditor|auditeur|auditrice|commercial|commerciale|sales|account|officer|specialist|specialiste|scientist|intern|stagiaire|alternant|alternante|apprenti|apprentie|trainee|coordinator|coordinateur|coordinatrice|administrator|administrateur|administratrice|product owner|product manager|scrum master|owner|advisor|conseiller|conseillere|nurse|infirmier|infirmiere|teacher|professeur|enseignant|enseignante|researcher|chercheur|chercheuse|doctorant|doctorante|buyer|acheteur|acheteuse|controller|controleur|controleuse|juriste|lawyer|avocat|avocate|marketing manager|recruiter|recruteur|recruteuse|operator|operateur|operatrice|vendeur|vendeuse|cashier|caissier|caissiere|agent|representative|executive|vp|cto|ceo|cfo|coo|freelance|devops|sre|full[- ]?stack|front[- ]?end|back[- ]?end|business developer|associate|partner|president|founder|fondateur|fondatrice|co-founder|cofondateur|gestionnaire|planner|planificateur|redacteur|redactrice|writer|editor|journalist|journaliste|pharmacist|pharmacien|pharmacienne|electrician|electricien|mechanic|mecanicien|supervisor|superviseur|superviseure|logisticien|logisticienne|magasinier|magasiniere|chauffeur|cuisinier|cuisiniere|serveur|serveuse|barista|photographer|photographe|graphiste|ux|ui|tester|testeur|qa|technician|programmer|clerk|receptionist|receptionniste|secretary|secretaire|instructor|tutor|lecturer|professor|librarian|attorney|solicitor|paralegal|surveyor|inspector|inspecteur|inspectrice|investigator|enqueteur|enquetrice|driver|cook|waiter|waitress|bartender|carer|caregiver|midwife|sage-femme|paramedic|pilot|pilote|translator|traducteur|traductrice|interpreter|interprete|copywriter|strategist|producer|illustrator|animator|welder|soudeur|machinist|apprentice|therapist|physiotherapist|kinesitherapeute|dentist|dentiste|surgeon|chirurgien|physician|medecin|economist|economiste|statistician|statisticien|statisticienne|bookkeeper|underwriter|actuary|actuaire|broker|courtier|banker|trader|treasurer|tresorier|tresoriere|formateur|formatrice|educateur|educatrice|animateur|animatrice|aide-soignant|aide-soignante|auxiliaire|puericultrice|notaire|boulanger|patissier|coiffeur|coiffeuse|menuisier|plombier|ouvrier|ouvriere|employe|employee|livreur|preparateur|preparatrice|cariste|hotesse|adjoint|adjointe|attache|attachee|delegue|deleguee|merchandiser|conducteur|conductrice|cadre|counsel|conveyancer|adviser|counsellor|counselor|estimator|dispatcher|housekeeper|concierge|porter|steward|stewardess|carpenter|plumber|baker|radiographer|sonographer|hygienist|optometrist|psychologist|psychologue|orthophoniste|ergotherapeute|social worker|care worker|support worker|teaching assistant|curator|archivist|auditeur|negociateur|negociatrice|greffier|greffiere|clerc|technologist|registrar|matron|sister|ward manager|foreman|contremaitre|chef de chantier|conducteur de travaux|metreur|dessinateur|dessinatrice|projeteur|projeteuse|commis|gouvernante|veilleur|ambulancier|ambulanciere|brancardier|manipulateur|manipulatrice|laborantin|laborantine|biologiste|chimiste|chemist|biologist|pharmacy|charge d'affaires)\b/;

const COMPANY_WORDS =
  /\b(?:sa|sas|sasu|sarl|eurl|inc|llc|ltd|plc|gmbh|ag|bv|nv|spa|corp|s\.a|s\.l|s\.l\.u|sl|slu|srl|s\.r\.l|ltda|lda|kg|ug|og|sp\. z o\.o|clinica|corporation|company|co|group|groupe|holding|bank|banque|technologies|technology|tech|software|labs?|consulting|conseil|solutions|systems|systemes|services|studio|studios|agency|agence|partners|associates|industries|international|france|europe|capital|assurances?|insurance|energy|energies|logistics|logistique|hopital|hospital|clinic|clinique|mairie|ministere|ministry|universite|university|ecole|school|startup|retail|foods?|motors|airlines?|airways|telecom|media|medias|pharma|digital|cloud|analytics|ventures|finance|financial|mutuelle|cabinet|chu|council|authority|trust|foundation|fondation|association|nhs|department|county|government|gouvernement|collectivite|prefecture|cooperative|university hospital|ratp|sncf|edf|orange|total|renault|airbus|thales|capgemini|atos|sopra|accenture|deloitte|kpmg|pwc|ey|l'oreal|danone|carrefour|decathlon|michelin|bnp|axa|safran|doctolib|criteo|ubisoft|dassault|google|amazon|microsoft|meta|apple|ibm|oracle|sap|spotify|airbnb|uber|stripe|shopify|netflix|salesforce)\b/;

const SCHOOL_WORDS =
  /\b(?:universite|university|univ|ecole|school|institut|institute|college|lycee|iut|insa|ifsi|ifmk|em normandie|em lyon|em strasbourg|polytechnic|conservatory|hec|essec|escp|edhec|polytechnique|sorbonne|sciences po|centrale|supelec|mines|telecom|epita|epitech|ensimag|ens|academy|academie|faculte|faculty|conservatoire|campus|business school|polytech|imt|utc|skema|neoma|kedge|emlyon|grenoble inp|cnam|afpa|openclassrooms|coursera|mit|stanford|oxford|cambridge|harvard|berkeley|eth|epfl|imperial|lse|ucl|kings|mcgill|toronto|hochschule|fachhochschule|cegep|haute ecole|hes-so|heig-vd|heg|uclouvain|ulb|uliege|kuleuven|unige|unil|iit|iim|nit|iisc|universitat|universitaet|universita|universidad|universidade|universiteit|uniwersytet|universitatea|universiti|universitas|universitet|universitetet|univerzita|univerza|sveuciliste|yliopisto|egyetem|universitesi|universiteti|daigaku|dai hoc|politecnico|politechnika|politehnica|politecnica|politeknik|liceul|lyceum|technion|hogskola|hogskolan|escuela|escola|instituto|istituto|akademie|academia|hogeschool|rwth|kth|dtu|tu (?:munchen|berlin|wien|dresden|darmstadt|delft)|lmu|usp|unicamp)\b/;

const DEGREE_WORDS =
  /\b(?:master|masters|mastere|msc|m\.sc|ma|mba|bachelor|bachelors|bsc|b\.sc|m\.tech|b\.tech|mtech|btech|m\.e|b\.e|pgdm|pgdip|pgcert|ba|beng|meng|licence|license|bts|dut|but|deug|dess|dea|phd|ph\.d|doctorat|doctorate|diplome|diploma|degree|baccalaureat|bac|cap|bep|certificat|certificate|certification|titre|ingenieur|engineering degree|associate degree|hnd|a-levels|gcse|m1|m2|l3|classe preparatoire|prepa|cpge|diplom|dipl\.-ing|laurea|licenciatura|licenciado|bacharelado|mestrado|grado|magister|staatsexamen|mphil|dphil|llm|llb|doctorado|dottorato)\b/;

export function looksLikeJobTitle(text: string): boolean {
  return TITLE_WORDS.test(fold(text));
}

export function titleScore(text: string): number {
  const key = fold(text);
  return (TITLE_WORDS.test(key) ? 2 : 0) - (COMPANY_WORDS.test(key) ? 1 : 0) - (SCHOOL_WORDS.test(key) ? 1 : 0);
}

export function companyScore(text: string): number {
  const key = fold(text);
  return (COMPANY_WORDS.test(key) ? 2 : 0) - (TITLE_WORDS.test(key) ? 1 : 0) + (/^[\p{Lu}0-9&.\s-]{2,}$/u.test(text.trim()) ? 0.5 : 0);
}

/** A company's or a school's name, never a person's: "Kestrel Software", "Lakeside Health NHS Trust" ("France" is a first name too). */
export function namesAnInstitution(text: string): boolean {
  const key = fold(text).replace(/\bfrance\b/g, '');
  return COMPANY_WORDS.test(key) || SCHOOL_WORDS.test(key);
}

export function schoolScore(text: string): number {
  const key = fold(text);
  return (SCHOOL_WORDS.test(key) ? 2 : 0) - (DEGREE_WORDS.test(key) ? 1 : 0);
}

export function degreeScore(text: string): number {
  const key = fold(text);
  return (DEGREE_WORDS.test(key) ? 2 : 0) - (SCHOOL_WORDS.test(key) ? 1 : 0);
}
