'use strict';
/**
 * The JSON Resume themes of the tuning part (npm `jsonresume-theme-<name>`, devDependencies) and
 * what each one prints, as read from its rendered output:
 *   workDates / eduDates: the printed precision of dates ('month', 'year', 'end' = only the end
 *   date, at month precision, 'none' = not printed; workDates 'start' = only the start month, so
 *   the truth expects neither an end nor "current");
 *   degree: whether the degree (studyType + area) is printed beside the school;
 *   languages: false when the theme has no languages section (or one that leaves the names out);
 *   batch: 2 for the themes of the second batch (tune-081 on, generate.js --append), 3 for those of
 *   the third (tune-129 on, generate.js --append --batch 3), 4 for those of the fourth (tune-161 on,
 *   generate.js --append --batch 4), 5 for those of the fifth (tune-193 on, generate.js --append
 *   --batch 5), 6 for those of the sixth (tune-225 on, generate.js --append --batch 6), 7 for those
 *   of the seventh (tune-257 on, generate.js --append --batch 7), 8 for those of the eighth (tune-289
 *   on, generate.js --append --batch 8), 9 for those of the ninth (tune-321 on, generate.js --append
 *   --batch 9), which also say what their profile needs
 *   (needs: educationDates 'end'/'both' when the theme prints "Present" or today for a missing date,
 *   or prints an education's dates only beside its start date, or drops an education without an end
 *   date; skillLevels when it fails on a skill without a level ('percent': a number it draws as a
 *   bar; 'scale', fifth batch: a level from 1 to 5 it draws as dots); noCurrent when it prints
 *   today's month as the end of a current job; strictSchema when it rejects a field outside the JSON
 *   Resume schema; fifth batch: plainName when it prints only the first two words of the name, one
 *   as the given name and one as the family name; avatar when it shows a picture from the web
 *   without basics.image; location when it fails without basics.location; shortContact when its
 *   sidebar cuts off a longer e-mail or profile line, which the PDF's text still holds; sixth batch:
 *   linkedinWebsite when it prints no profiles but the website, which is then the LinkedIn URL;
 *   eighth batch: languageNames when it reads a language's older-schema name and level only,
 *   avatar then also giving basics.picture, the older schema's name some themes read);
 *   word: false: no DOCX/DOC for this theme (its DOCX/DOC swaps with a later entry's other format);
 *   image: false: no PNG/JPEG (fourth batch: its first page shows no resume content);
 *   text: true (ninth batch): the theme prints Markdown, not HTML, which render.js prints as it is on
 *   a page of its own (a plain-text resume in a monospace font);
 *   french: the theme's own words in French, as [pattern, replacement] on each text node (render.js
 *   translates headings, month names and "Present" for every theme);
 *   seededRandom: the theme calls Math.random (tag colours), which render.js seeds so a render repeats.
 *   local: true (tenth batch): a template of the corpus's own, local-themes/<name>.js (render(resume) -> HTML
 *   as a JSON Resume theme), not an npm package; languageGrid (tenth batch): the theme shows a language's
 *   CEFR level without its printed words (the Europass CV's "Mother tongue(s)" and self-assessment grid).
 * The fourth batch (even, projects, spartacus, mantra, github, kards) was picked from the npm themes
 * that install and render offline: professional (JSX source), kwan (a missing dependency), papirus
 * (105 mostly blank pages) and material (dark text on a dark page without its CDN stylesheet, its
 * columns overlapping) were left out; even and projects are one author's two variants.
 * The fifth batch (hexagon, folio, dark-classy-responsive, keloran, techlead, paper-plus-plus) was
 * picked for layouts unlike the others (a dark sidebar with the name split in two and icon lines, a
 * header of contact pills, a centred capitals header, a framed page with company bands and a right
 * contact column, dense one-line jobs with ISO dates, a label column with ISO "to" dates) from the
 * npm themes that install and render offline: tan-responsive (its dependency fs@0.0.1-security is
 * not on the registry), mocha-responsive (reads Font Awesome from a node_modules of its own that
 * npm does not make: it throws), apage (fails on a JSON Resume: it expects another shape), elite
 * (throws in its {{lowercase}} helper), msresume (throws on an education without an end date),
 * latex (an ES module that does not load with require or import here), verbum (106 pages), srt (a
 * "Download as PDF" button printed over the e-mail), rnord (rocketspacer's layout again, columns
 * overlapping) were left out; orbit-original, stackoverflow-skills, tim (kendall), full-jap and
 * autumn-pathify were not tried: they derive from held-out themes.
 * The sixth batch (dave, kate, simple, elementary, onepage-simplified, onepage-year) was picked for
 * layouts unlike the others where the registry served any (a two-column page with the dates on the
 * left in its Word versions and the profile as a bare "LinkedIn" link, a one-column page with every
 * profile URL printed whole, a grid with the company above its dates and title, degree and end date on
 * one line with the LinkedIn URL as the website, "LinkedIn: handle" in a label column) from the npm
 * themes that install and render offline: modern-classic, executive-slate, product-manager-canvas,
 * government-standard and reference (their dependency @jsonresume/core@0.3.2 is not on the registry),
 * onepageresume (prints no job title, only the company, and a picture from the web), actual-letter (a
 * cover letter: name, contact and date only), kwan-linkedin (a missing dependency, underscore.string),
 * eloquent-mod, light-classy-responsive, @jsonresume/jsonresume-theme-class and
 * @warleon/jsonresume-theme-html (eloquent's, dark-classy-responsive's, class's and even's layouts
 * again, the last without its stylesheet) and flat-fr (flat's layout, its French headings printed on
 * English resumes too) were left out; onepage-year is the nearest to an earlier theme (onepage's layout
 * with month names on a framed page), taken for want of another that installs. elementary is
 * @chrjl/jsonresume-theme-elementary installed under the name jsonresume-theme-elementary (npm alias).
 * Others named on theme lists (sidebar, el-santo, rickosborne, pico, modern-plain, genocation,
 * stackoverflowed, ...) are not served by the registry this project uses.
 * The seventh batch (hydejack, foxyboxy, contempo, print-flexbox, riga, fullmoon) was picked for
 * layouts unlike the others from the few npm themes the registry serves that were not taken yet: a
 * header page then a two-column grid ("Title at Company", "Degree in Area from School", every link's
 * target printed after it), grey boxes in two columns with the contact labels in small capitals and
 * the years in a monospace font, a "Résumé of NAME" page with no school in its education ("Completed
 * in Month YYYY"), heading bars and a three-column contact grid whose profiles are network names only,
 * a page whose offline stylesheet leaves the company run into its years and the profile as an icon,
 * and "Title at Company" lines with the languages in a grid. Tried and left out: moon (requires
 * lodash, which it does not declare: it throws), fresh (a card page close to simple's, company and
 * ISO dates, with a picture it fetches from the web), lemonlabs (six pages, the name and contact
 * alone on the first), eventide (even's layout again, its author's fork); sided-light, two-column,
 * bluetime, awesomish, jake-latex, signal, tone, calm, concise, ceevee, butterfly, tokyo, mint,
 * monoblue, universal, academic, neon, legacy, material-design, intern, pillar, heavypaper,
 * minimalism, profesh, zurb, striking, diver, lacour, a11y, vp, gnap, levelup, waterfall, jdambron,
 * cvstrap, daru, umennel, boldstatement, timeline-fixed, skills, developpez, kcv, hired, resu, ks and
 * samk are not served by the registry, nor is the jsonresume.org themes' @jsonresume/core (sidebar,
 * asymmetric-timeline, two-column-modernist, ...); orbit-original, orbit-remasterized-fr, tim,
 * kendall-modern, sfy, full-ext, elegantnew, simplyelegant and the stackoverflow forks were not
 * tried: they derive from held-out themes.
 * The eighth batch (elite, msresume, fresh, kwan, onepage-updated, boilerplate) was picked from the
 * few npm themes the registry serves that were not taken yet, for layouts unlike the others: a
 * near-black sidebar with the name in red capitals over two or three lines, icon contact lines, skills
 * as level dots and languages with flags; bullet lists without their stylesheet (Tachyons on a CDN),
 * at most three jobs and only the first education; a centred card with "Email:"/"Phone:" labels, ISO
 * dates above the company and the theme author's name in its footer; cards with "Title, Company",
 * durations and "Area, Degree, School"; onepage's label column with the day of the month in every date
 * ("Sep 1, 2015"); the bare JSON Resume boilerplate with label/value rows for the contact and the
 * address. Four of them had been left out for reasons a profile can meet: elite (fifth batch: it throws
 * in its {{lowercase}} helper on a language without the older schema's name, which makeProfile8 adds
 * for it, needs.languageNames), msresume (fifth batch: it throws on an education without a start date
 * and prints "Present" without an end, so needs.educationDates 'both'), fresh (seventh batch: a
 * picture from the web, replaced by an inline one in basics.picture, needs.avatar) and kwan (fourth
 * batch: it requires underscore.string, which it does not declare; underscore.string is a
 * devDependency of its own here, so it resolves; its gravatar picture is replaced as fresh's); render.js
 * renders them in UTC (their ISO dates are UTC midnights a western time zone would print a day, or a
 * month, early). Tried and left out: moon (without its CDN stylesheet the e-mail and phone lie hidden
 * under dark bars), material (its columns overlap offline), apage (it reads its language from the
 * machine's LANG and throws), lemonlabs (a cover page; no skills, degrees or languages; its author's
 * company in the footer), srt (a "Download as PDF" button beside the e-mail), ravgift and
 * macchiato-ibic (macchiato's layout, the second printing each company twice), light-classy-concise and
 * light-classy-responsive-m2 (classy's), flat-projects and flat-optimized (flat's); lowmess, coffee,
 * caffeine-tweaked and tanmoy7989_caffeine depend on resume-cli (and so on puppeteer's browser
 * download); curzy and debordementdepile derive from the held-out stackoverflow; elephant, kindrobot,
 * jupe, business-professional-compact, one, polymer, qlh, lukemeads, mooser, eternal-de, joeytall,
 * aboutcontent, briefstrap, japanese-cv-style, randytarampi, jdambron-fr, spartacus-prime, paperalt,
 * short-extended, standard-resume-extended, standard-resume-de, compact-new, compact-extended,
 * dark-classy, daru-new, macea, macchiato-macea, nl-flat, paper-w-certs, srt-wide,
 * straightforward-certs, fresh-certificate, shorter-miles, spartacus-nl, keloran-fr, even-gdpr,
 * material-moon, test, reactive, cappuccino, engineering, americano, aurora, decaf, catalyst,
 * bluestars, rirekisho, consultant-polished-printable, lazy, basic, ophir, react, wintermuted, swilson,
 * flatwhite, pure, onepage-clean, jake-resume, bs5 and the scoped themes of @jaycanuck, @tjscollins,
 * @jiajie-chen, @qdequippe, @the-ksquare-group and @tmjssz are not served by the registry.
 * The ninth batch (creative-confidence, student, tech, minimal, markdown, simplistic) was picked from
 * the npm themes the registry serves that were not taken yet, for layouts unlike the others: a navy
 * header band with a picture and light-blue boxes in a right column (contact with icons, education
 * without dates, "Group: a, b" skills); a LaTeX student resume (the contact on one line between bars,
 * the education first with the degree type alone, the company and its city in bold on one line, the
 * title and the dates in italics on the next); an ATS-style column with blue small-capital headings
 * over rules, the title above "Company, City" and ISO dates in italics; a grey header band with orange
 * headings, labelled contact and ISO dates, a current job left open ("2021-03-01 —"); a plain-text
 * Markdown resume ("# Name", "### Title, Company", "##### YYYY-MM-DD - YYYY-MM-DD", "* Level in
 * Language"), printed as text; a label column whose page breaks before every job after the first,
 * years only. render.js prints the markdown theme's text in a <pre> (themes.js text: true); the
 * others render as they are (in UTC, as the eighth batch's). Tried and left out: react-tailwind
 * (a narrow left column with icons and skill tags, rendered with React 18 through an npm override of
 * its React 19; but its package exports an ES import alone, which build.js's version stamp,
 * require.resolve, cannot resolve: the build would fail), printclassy (classy's layout again, skills
 * as dark tags, the work on page 2), eloquent-ru (eloquent's layout in Russian), slickoverflow (from
 * the held-out stackoverflow); coldbrew, roundy, react-semantic, caffine, wilson-cv,
 * markdown-refined, md, clean, pro, timeline, latexone, monoblue, bare, cv, classic, bootstrap,
 * traditional, thorough, to-the-point-bw, smooth, chakra, compatto, minimal-classy, mix, svelte,
 * berlin-grid-ats, dense2col, peacock, ristretto, light-singlecolumn, lumen, meta, sky, simplex, tran,
 * crispy-potato, baldir-dsfr and lajtha-compact are not served by the registry.
 * The tenth batch (europass-cv, word-table, canva-sidebar, timeline-dots, executive-serif,
 * grey-right-column) is six templates of the corpus's own (local-themes/), written in the manner of
 * resumes people send, because the registry serves no new npm theme: its search answers 404, and the
 * names tried this time (dorfsmay, nameme, modern-plain, foolscap) are not served; the others named in
 * the stored documentation (modern2, even-compact, class-yaucp, hr-md, kendall-bushmanov...) repeat
 * earlier or held-out layouts. They are: a Europass CV (label column, "Mother tongue(s)", the CEFR
 * self-assessment grid, MM/YYYY dates); a word-processor resume laid out as a table (dates in a left
 * cell, the job in the right one, grey heading rows); a Canva-style page with a dark teal sidebar
 * (contact with icons, education, skills and languages with bars); a timeline with dots, date pills and
 * tags; an executive serif page on Letter paper (a one-line contact, a three-column competencies grid,
 * education with its end year alone); two columns with a grey one on the right (labelled contact,
 * education, grouped skills, languages). render.js requires them from local-themes/ (themes.js local),
 * build.js stamps them with the hash of their files.
 * The eleventh batch (header-band, linkedin-export, cv-francais, compact-us, spaced-modern,
 * footer-contact) is six more templates of the corpus's own, laid out as resumes people send and unlike
 * the earlier batches' and the held-out themes': two columns under a coloured header band whose contact
 * lines have white icons and no labels; a LinkedIn profile saved as PDF ("Contact", "Top Skills",
 * "Languages" in a left column, durations such as "3 years 2 months"); a French CV ("État civil", the
 * family name first in capitals, "Depuis mars 2021", skills as tags, "Centres d'intérêt"); a compact US
 * resume with "Languages: / Frameworks: / Tools:" skill rows; a modern page with letter-spaced headings
 * ("E X P E R I E N C E") and the name on two lines; a page whose contact is in its footer, glyph icons
 * only. needs (eleventh batch, makeProfile11): nameStyles, the ways the theme prints a name; sectors,
 * the sectors it takes; groupedSkills, every skill in its sector's groups; linkedin 'always';
 * linkedinLevels, LinkedIn's level names; civil, the French CV's "État civil"; location 'full'.
 * The twelfth batch (photo-header, dark-sidebar, monogram-creative, academic-table, centered-minimal,
 * infographic-two-page) is six more templates of the corpus's own, in the manner of Canva, Word and
 * Google Docs resumes and unlike the thirteen before them: a round grey photo placeholder with the
 * initials beside the given name in a light face over the FAMILY NAME, a row of icon + value contact
 * pairs without labels ("in/handle" or the handle alone after LinkedIn's icon), skills in a three-column
 * grid; a full-height charcoal-navy sidebar in white (name, "Contact" with the LinkedIn URL wrapped in
 * it, skills as labelled bars, languages); a coloured monogram circle beside the name whose family name
 * is in another colour, headings with coloured underlines, dates in a left gutter, skills as coloured
 * pills, "LinkedIn: handle"; a Word-like academic CV where every section is a two-column table (dates |
 * content; labelled contact rows; "Group | keywords" skill rows; "Languages | English (C1), German
 * (B2)"); a centred minimal page (spaced capitals, one "Town · phone · e-mail · linkedin.com/in/handle"
 * line, "Key Skills" in two bullet columns, the company before the title in italics, dates right-aligned);
 * an infographic over two pages (a top band, skills as percentage circles with their names under them,
 * languages after coloured squares, the jobs on a vertical timeline; the education, interests and
 * "References available upon request" on page 2). needs (twelfth batch, makeProfile12): skillPercent,
 * skill levels as percentages for the circles; every profile of the batch gives basics.nameParts (the
 * given and family names, and whether a reader tells them apart only where the page sets the family name
 * apart), from which the templates lay out the name.
 * The thirteenth batch (word-right-sidebar, canva-narrow-left, docs-profile-columns, overleaf-family-first,
 * builder-footer-grid, split-header-right) is six more templates of the corpus's own, in the manner of Word, Canva,
 * Google Docs, Overleaf and resume-builder pages, each of two columns with a narrow gutter (4 to 8 mm of white
 * between the texts), where a reader that orders a page's text by columns goes wrong: a grey right sidebar whose
 * "Skills" heading stands at the height of "Experience", skills with their level words ("Microsoft Excel —
 * Advanced"), the contact with "linkedin.com/in/handle" low in the sidebar and "Education" across the page after
 * the columns; a pale narrow left sidebar with the whole name in a large face (a long name wraps onto two lines),
 * "Contact" at the height of "Experience", the e-mail wrapped anywhere, a box with the letters "in" before the
 * handle alone, skills as a grid of two columns; a Google Docs page whose columns start after a full-width profile,
 * skills as one inline list between middle dots, "Languages" as "Name (level), Name (level)", "Links" with
 * "in/handle" low in the right column; an Overleaf (AltaCV-like) page with "FAMILY Given", SVG icon contacts with
 * the handle alone after LinkedIn's icon, "Skills" as a comma-separated paragraph at the height of "Experience";
 * a resume-builder page with a compound given name or a middle initial, a left column of education and languages
 * beside "Profile" and "Experience", "Skills" across the page as a three-column grid with level words, the contact
 * only in a footer line; a Canva page with a full-height teal right column (the contact beside the name on two
 * lines, the handle after LinkedIn's SVG icon, "Skills" as a two-column grid at the height of "Experience").
 * needs (thirteenth batch, makeProfile13): nameStyles; compoundGiven, a compound given name (hyphenated, two words
 * with the family name in capitals) or a middle initial; skillLevels 'words', a level word for every single skill.
 * The fourteenth batch (icon-sidebar-left, band-pills, classic-credentials, dense-compact, right-sidebar-dots,
 * dates-left-groups) is six more templates of the corpus's own, laid out as resumes people send and as JSON Resume
 * themes by others print them, each with the contact on icon lines or one row and the LinkedIn profile printed another
 * way: a slate LEFT sidebar whose contact rows have SVG icons and the whole https URL of the profile wrapped onto two
 * lines, skills over level bars, a middle name printed whole; a header band across the page with "Name — Title" on one
 * line and the contact on one line between bullets (✉, ☎, a rounded "in" badge before the username alone, ⌂), skills as
 * rounded pills, "Title — Company | Town" on one line; a classic serif page with credentials after the name ("Jane
 * Smith, MBA") or "Dr." before it, one contact line between bars with "LinkedIn: username", skills as group rows
 * ("Frontend: React, Vue.js"), the company before the title; a dense Letter page with "FAMILY Given", the contact in two
 * short lines with "linkedin.com/in/username", the dates in a left column, skills as one comma list; a sand RIGHT sidebar
 * with a large letter-spaced name, SVG icon contact rows with the username alone after LinkedIn's logo, skills with five
 * rating dots; a one-column page with an SVG icon contact row between bars ("linkedin.com/in/username"), the dates in a
 * left column, the school before the degree, skills as group headings with their keywords under them and single skills
 * with level words. needs (fourteenth batch, makeProfile14): nameStyles (plain, capitals, familyFirst, middle,
 * middleCaps, postNominal, title); groupedSkills; skillLevels 'any' (a level for every single skill: bars, dots);
 * website (a personal website for some).
 * eduDates 'endYear': only the end year is printed.
 * Everything else (company, skills, languages, LinkedIn) is checked against the rendered text when
 * the truth is made (generate.js), so the truth holds only what the theme really prints.
 */
/** French for the words a fourth-batch theme prints itself (text nodes, before render.js's own headings and dates). */
const line = (english, french) => [new RegExp(`^(\\s*)${english}(\\s*)$`), `$1${french}$2`];
const COUNTRIES_FR = [[/\bBelgium\b/, 'Belgique'], [/\bSwitzerland\b/, 'Suisse'], [/\bUnited Kingdom\b/, 'Royaume-Uni'], [/\bUnited States\b/, 'États-Unis']];
const MONTHS_FR = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  .map((month, index) => line(month, ['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'][index]));
const FRENCH = {
  even: [...COUNTRIES_FR, [/^(\s*\S.*?) in(?=\s|$)/s, '$1 en']],
  spartacus: [line('Technical Skills', 'Compétences techniques'), line('Employment', 'Expérience professionnelle'), [/^(\s*\S.*?) in(?=\s|$)/s, '$1 en'], [/^(\s*)at\s+/, '$1'], [/^(\s*)Grade:/, '$1Mention :']],
  mantra: [[/^(\s*)GPA:/, '$1Résultat :']],
  github: [
    ...MONTHS_FR,
    line('Contact me', 'Me contacter'), line('Join my professional network', 'Rejoignez mon réseau professionnel'), line('Elsewhere', 'Ailleurs sur le web'),
    line('Toolkit', 'Boîte à outils'), line('Overview', 'Aperçu'), line('Experiences', 'Expériences'), line('Writing', 'Publications'), line('Experience activity', 'Activité'),
    [/^(\s*)Joined /, '$1A rejoint '], line('Started 1 job', 'Nouveau poste'), [/^(\s*)Finished 1 degree\s+at /, '$1Diplôme obtenu à '], [/^(\s*)Finished 1 degree/, '$1Diplôme obtenu'],
    line('Inspired by', 'Inspiré par'), [/^\. Built by\s*$/, '. Réalisé par '], line('using', 'avec'), line('and', 'et'), [/^\.?\s*Create your own portfolio with\s*$/, 'Créez votre portfolio avec '],
  ],
  kards: [
    line('Hello, World\\.', 'Bonjour !'), [/^(\s*)I'm (.+)\.(\s*)$/s, "$1Je m'appelle $2.$3"], line('More About Me', 'En savoir plus'), line('Let me introduce myself\\.', 'Je me présente.'),
    line('Fullname:', 'Nom complet :'), line('Job:', 'Poste :'), line('Hire Me', 'Me recruter'), line('Download CV', 'Télécharger le CV'), line('Resume', 'CV'), line('Home', 'Accueil'),
    line('More of my credentials\\.', 'Mon parcours.'), [/^(\s*)(\S.*?) Degree(\s*)$/s, '$1Diplôme : $2$3'],
  ],
};
FRENCH.projects = FRENCH.even;
// fifth batch
FRENCH.hexagon = [line('CONTACT ME', 'ME CONTACTER'), line('CONNECT', 'RÉSEAUX')];
FRENCH.folio = [[/^(\s*)- Current(\s*)$/, '$1- En cours$2'], line('Grade:', 'Mention :'), line('Skip to content', 'Aller au contenu')];
FRENCH.techlead = [line('HOBBIES', 'LOISIRS')];
FRENCH.keloran = [[/^(\s*)Resume of /, '$1CV de ']];
FRENCH['paper-plus-plus'] = [
  ...COUNTRIES_FR, [/\bIreland\b/, 'Irlande'],
  [/^(\s*)Work\s+Experience(\s*)$/, '$1Expérience professionnelle$2'], line('About Me', 'À propos de moi'), line('to', 'au'), line('at', 'chez'), line('Country', 'Pays'), line('City', 'Ville'), [/^(.*)'s Resume(\s*)$/s, 'CV de $1$2'],
];
// sixth batch
FRENCH.elementary = [[/^(\s*)to(\s+)(?=\d)/, '$1à$2']];
// seventh batch (the countries hydejack spells out from the country code)
const COUNTRIES_FR_7 = [...COUNTRIES_FR, [/\bMorocco\b/, 'Maroc'], [/\bSenegal\b/, 'Sénégal']];
FRENCH.hydejack = [
  ...COUNTRIES_FR_7,
  line('at', 'chez'), line('in', 'en'), line('from', 'à'), line('with GPA of', 'avec la moyenne de'), line('present', "aujourd'hui"), line('Powered by', 'Réalisé avec'),
];
FRENCH.contempo = [[/^(\s*)R&eacute;sum&eacute; of\b/, '$1CV de'], line('Employment History', 'Expérience professionnelle'), [/^(\s*)Completed in /, '$1Obtenu en '], line('Available upon request', 'Disponibles sur demande')];
FRENCH['print-flexbox'] = [line('Overview', 'Profil'), [/^(\s*)Study type:/, '$1Type de diplôme :']];
FRENCH.fullmoon = [[/^(\s*)- Current(\s*)$/, '$1- En cours$2']];
// eighth batch
const SHORT_MONTHS_FR = { Jan: 'janv.', Feb: 'févr.', Mar: 'mars', Apr: 'avr.', May: 'mai', Jun: 'juin', Jul: 'juil.', Aug: 'août', Sep: 'sept.', Oct: 'oct.', Nov: 'nov.', Dec: 'déc.' };
FRENCH.elite = [line('Social', 'Réseaux'), line('Generated with', 'Généré avec'), [/(\d{4}\s+-\s+)now\b/, "$1aujourd'hui"], line('current', 'en cours')];
FRENCH.msresume = [line('Proficiencies', 'Compétences')];
FRENCH.fresh = [[/\bPowered by\b/, 'Propulsé par'], [/\bTheme by\b/, 'Thème de']];
FRENCH.kwan = [line('Recently joined', 'Arrivée récente'), line('Currently Pursuing', 'En cours'), [/\b(\d+) days?\b/, '$1 jours']];
// ("Sep 1, 2015": the day before the year, which render.js's month names leave as they are)
FRENCH['onepage-updated'] = [[/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}), (\d{4})\b/g, (_whole, month, day, year) => `${day} ${SHORT_MONTHS_FR[month]} ${year}`]];
FRENCH.boilerplate = [line('Postal code', 'Code postal'), line('City', 'Ville'), line('Country code', 'Code pays'), line('Link', 'Lien')];
// ninth batch
FRENCH['creative-confidence'] = [[/^(\s*\S.*?) in (?=\S)/, '$1 en '], line('Profile Photo', 'Photo')];
FRENCH.tech = [line('Executive Summary', 'Synthèse'), line('Career Highlights', 'Points forts')];
FRENCH.minimal = [line('Upon request', 'Sur demande'), line('Patent Application', 'Brevets'), line('Volunteering', 'Bénévolat')];
FRENCH.simplistic = [[/^(\s*)- present(\s*)$/, "$1- aujourd'hui$2"], line('References available upon request', 'Références disponibles sur demande')];
// (markdown: the whole page is one text node, the theme's Markdown in a <pre>: its headings, labels and "X in Y" line by line)
const MARKDOWN_HEADINGS_FR = { Contact: 'Coordonnées', Profiles: 'Profils', Summary: 'Profil', Work: 'Expérience professionnelle', Volunteer: 'Bénévolat', Education: 'Formation', Awards: 'Distinctions', Publications: 'Publications', Skills: 'Compétences', Languages: 'Langues', Interests: "Centres d'intérêt", References: 'Références' };
const MARKDOWN_LABELS_FR = { Email: 'E-mail', Website: 'Site web', Phone: 'Téléphone', Address: 'Adresse', City: 'Ville', 'Postal Code': 'Code postal', Country: 'Pays', GPA: 'Moyenne' };
FRENCH.markdown = [
  [/^## (\w+)$/gm, (whole, heading) => (MARKDOWN_HEADINGS_FR[heading] ? `## ${MARKDOWN_HEADINGS_FR[heading]}` : whole)],
  [/^(Email|Website|Phone|Address|City|Postal Code|Country|GPA): /gm, (_whole, label) => `${MARKDOWN_LABELS_FR[label]} : `],
  [/^(\* .+?) in (?=\S)/gm, '$1 en '],
  [/^(### .+? - .+?) in (?=\S)/gm, '$1 en '],
];

// tenth batch: the local templates' own words (render.js translates the common headings, months and "Present")
const COUNTRIES_FR_10 = [...COUNTRIES_FR, [/\bHaiti\b/, 'Haïti'], [/\bSenegal\b/, 'Sénégal'], [/\bMorocco\b/, 'Maroc']];
FRENCH['europass-cv'] = [...COUNTRIES_FR_10, 
  line('Personal information', 'Informations personnelles'), line('Job applied for', 'Emploi recherché'), line('Education and training', 'Éducation et formation'), line('Personal skills', 'Compétences personnelles'),
  line('Mother tongue\\(s\\)', 'Langue(s) maternelle(s)'), line('Other language\\(s\\)', 'Autre(s) langue(s)'), line('UNDERSTANDING', 'COMPRENDRE'), line('SPEAKING', 'PARLER'), line('WRITING', 'ÉCRIRE'),
  line('Listening', 'Écouter'), line('Reading', 'Lire'), line('Spoken interaction', 'Prendre part à une conversation'), line('Spoken production', "S'exprimer oralement en continu"), line('Job-related skills', 'Compétences professionnelles'),
  line('Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user', 'Niveaux : A1 et A2 : utilisateur élémentaire - B1 et B2 : utilisateur indépendant - C1 et C2 : utilisateur expérimenté'),
  line('Common European Framework of Reference for Languages', 'Cadre européen commun de référence pour les langues'),
];
FRENCH['word-table'] = [...COUNTRIES_FR_10];
FRENCH['canva-sidebar'] = [...COUNTRIES_FR_10, line('Work experience', 'Expériences professionnelles')];
FRENCH['timeline-dots'] = [...COUNTRIES_FR_10, line('Experience', 'Parcours')];
FRENCH['executive-serif'] = [...COUNTRIES_FR_10, line('Professional summary', 'Synthèse professionnelle'), line('Core competencies', 'Compétences clés')];
FRENCH['grey-right-column'] = [...COUNTRIES_FR_10, line('Location', 'Localisation'), [/^(\s*\S.*?) in (?=\S)/s, '$1 en ']];

// eleventh batch: the local templates' own words (cv-francais is written in French; the others in English, their headings and months translated by render.js)
// (the country at the end of a place, "Tunis, Tunisia": not inside an employer's name, "Yazaki Tunisia")
const COUNTRIES_FR_11 = [['Lebanon', 'Liban'], ['Tunisia', 'Tunisie'], ['Algeria', 'Algérie'], ['Cameroon', 'Cameroun'], ['Benin', 'Bénin'], ['DR Congo', 'RD Congo'], ['Mauritius', 'Maurice']].map(([english, french]) => [new RegExp(`(, )${english}(\\s*)$`), `$1${french}$2`]);
const SPACED_FR_11 = { PROFILE: 'PROFIL', SKILLS: 'COMPÉTENCES', LANGUAGES: 'LANGUES', INTERESTS: 'LOISIRS', EXPERIENCE: 'EXPÉRIENCE', EDUCATION: 'FORMATION' };
FRENCH['header-band'] = [...COUNTRIES_FR_11];
FRENCH['linkedin-export'] = [...COUNTRIES_FR_11, line('Top Skills', 'Principales compétences'), [/\(Mobile\)/, '(Portable)'], [/\(Home\)/, '(Domicile)']];
FRENCH['spaced-modern'] = [[/^(\s*)((?:\S ){2,}\S)(\s*)$/, (whole, lead, letters, tail) => (SPACED_FR_11[letters.replace(/ /g, '')] ? `${lead}${SPACED_FR_11[letters.replace(/ /g, '')].split('').join(' ')}${tail}` : whole)]];
FRENCH['footer-contact'] = [...COUNTRIES_FR_11];

// twelfth batch: the local templates' own words (render.js translates the common headings, months and "Present"; the templates print no country)
FRENCH['academic-table'] = [line('Other', 'Autres'), [/^(\s*\S.*?) in (?=\S)/s, '$1 en ']];
FRENCH['centered-minimal'] = [line('Key Skills', 'Compétences clés')];
FRENCH['monogram-creative'] = [[/^(\s*)LinkedIn: /, '$1LinkedIn : '], [/^(\s*\S.*?) in (?=\S)/s, '$1 en ']];
FRENCH['infographic-two-page'] = [line('References available upon request', 'Références disponibles sur demande')];
// thirteenth batch: the local templates' own words (render.js translates the common headings, "Links", months and "Present"; the templates print no country)
FRENCH['canva-narrow-left'] = [[/^(\s*\S.*?) in (?=\S)/s, '$1 en ']];
FRENCH['overleaf-family-first'] = [[/^(\s*\S.*?) in (?=\S)/s, '$1 en '], [/^(\s*[^:]{2,30}): (?=\S)/, '$1 : ']];
// fourteenth batch: the local templates' own words (render.js translates the common headings, months and "Present"; the templates print no country)
FRENCH['band-pills'] = [[/^(\s*\S.*?) in (?=\S)/s, '$1 en ']];
FRENCH['classic-credentials'] = [[/^(\s*)LinkedIn: /, '$1LinkedIn : '], [/^(\s*\S[^:]{0,30}):(\s*)$/, '$1 :$2']];
FRENCH['right-sidebar-dots'] = [[/^(\s*\S.*?) in (?=\S)/s, '$1 en ']];
FRENCH['dates-left-groups'] = [line('Other skills', 'Autres compétences'), line('Core skills', 'Compétences clés'), [/^(\s*[^:]{2,30}): (?=\S)/, '$1 : ']];

const THEMES = {
  actual: { layout: 'two columns, sidebar on the right', workDates: 'month', eduDates: 'none', degree: true },
  caffeine: { layout: 'two columns, sidebar on the left, all capitals', workDates: 'month', eduDates: 'month', degree: true },
  class: { layout: 'one column, labelled contact table', workDates: 'month', eduDates: 'month', degree: false },
  classy: { layout: 'one column, centred header', workDates: 'month', eduDates: 'month', degree: true },
  compact: { layout: 'one column, compact, icons', workDates: 'month', eduDates: 'end', degree: true, languages: false },
  cora: { layout: 'one column, centred header, highlights label', workDates: 'month', eduDates: 'month', degree: true, languages: false },
  eloquent: { layout: 'one column, durations beside dates', workDates: 'month', eduDates: 'year', degree: true },
  flat: { layout: 'one column, dates right-aligned above the title', workDates: 'month', eduDates: 'month', degree: true },
  macchiato: { layout: 'two columns, sidebar on the left', workDates: 'month', eduDates: 'month', degree: true },
  modern: { layout: 'one column, years only', workDates: 'year', eduDates: 'year', degree: true, languages: false },
  'onepage-plus': { layout: 'label column on the left, one page', workDates: 'month', eduDates: 'month', degree: true },
  paper: { layout: 'label column on the left, letter-spaced headings', workDates: 'month', eduDates: 'month', degree: true },
  short: { layout: 'one column, dates beside the title', workDates: 'month', eduDates: 'month', degree: true },
  slick: { layout: 'one column, one field a line', workDates: 'month', eduDates: 'month', degree: true },
  spartan: { layout: 'one column, dates above the title', workDates: 'month', eduDates: 'year', degree: true },
  straightforward: { layout: 'one column, dates right-aligned, company below the title', workDates: 'month', eduDates: 'month', degree: true, languages: false },
  // second batch (tune-081 on)
  ace: { layout: 'sidebar with contact on the left, every section printed twice (screen and print blocks), durations beside dates', workDates: 'month', eduDates: 'month', degree: true, languages: false, batch: 2, needs: { educationDates: 'end' } },
  crisp: { layout: 'one column, avatar placeholder, labelled contact lines, years only, education end year', workDates: 'year', eduDates: 'endYear', degree: true, languages: false, batch: 2, needs: { educationDates: 'end' } },
  jacrys: { layout: 'two columns, all-capitals headings, contact/education/skills sidebar on the right, skill levels in a table', workDates: 'month', eduDates: 'year', degree: true, languages: false, batch: 2, needs: { educationDates: 'end' } },
  // word: false: LibreOffice hangs converting its HTML to DOCX, so it gets no Word formats
  onepage: { layout: 'label column on the left, ISO dates right-aligned, company before the title', workDates: 'month', eduDates: 'month', degree: true, batch: 2, word: false },
  pumpkin: { layout: 'one column, label/value contact block, section cards, abbreviated months', workDates: 'month', eduDates: 'month', degree: true, batch: 2, needs: { educationDates: 'both', noCurrent: true } },
  rocketspacer: { layout: 'headings in a left column, skills and education in a right column beside the work list, skill tags', workDates: 'month', eduDates: 'month', degree: true, languages: false, batch: 2, needs: { educationDates: 'end' } },
  sceptile: { layout: 'one column, centred all-capitals header, "Title at Company" lines, "Fluency:" labels', workDates: 'month', eduDates: 'month', degree: true, batch: 2, needs: { educationDates: 'end' } },
  smart: { layout: 'two columns, name and icons (phone/mail) on the left, dates in a left column beside the titles, skill levels before the names', workDates: 'month', eduDates: 'year', degree: true, batch: 2, needs: { educationDates: 'end', skillLevels: true } },
  // third batch (tune-129 on)
  '8-bit-sheep': { layout: 'one column, an ASCII-art sheep beside the name, company with full-month dates right-aligned and the title below, no highlights, no phone, a current job with an open end ("June 2021 -")', workDates: 'month', eduDates: 'month', degree: true, batch: 3, needs: { educationDates: 'both', strictSchema: true } },
  // word: false: its separators ("Company / City / dates") are CSS-generated, so LibreOffice's DOCX/DOC runs company, city and dates together
  colophon: { layout: 'one column, slash-separated contact line with a "LinkedIn" label link, title then "Company / City / Mon YYYY – Mon YYYY", degree then school', workDates: 'month', eduDates: 'month', degree: true, batch: 3, word: false },
  direct: { layout: 'one column (its grid CSS is on a CDN, absent offline): centred capitals header, email only beside a phone, skills/languages/interests before the work, "Title at Company City" on one line (the "at" is CSS-generated: Word runs title and company together), capital month dates below, "Now" for a current job, no profiles', workDates: 'month', eduDates: 'month', degree: true, batch: 3, needs: { educationDates: 'end' } },
  latte: { layout: 'two columns, contact (address, mail, phone, profile handles linked to the profile, long addresses wrapped), skills, languages and interests in a left column; company with MM/YYYY dates right-aligned, title below', workDates: 'month', eduDates: 'month', degree: true, batch: 3, needs: { educationDates: 'both' } },
  microdata: { layout: 'section labels in a left column, contact lines ("handle (LinkedIn)"; screen-reader labels that only Word shows), company, title, dates and place each on its own line, area above the degree', workDates: 'month', eduDates: 'month', degree: true, batch: 3, needs: { educationDates: 'both' } },
  'standard-resume': { layout: 'one column, "City, CC | email" line (no phone; no email without a location), company in capitals, "Title | Mon YYYY - Current" below, languages before education, no skills section', workDates: 'month', eduDates: 'month', degree: true, batch: 3 },
  // fourth batch (tune-161 on)
  even: { layout: 'one column: name, title and summary above an icon list of contacts ("handle (LinkedIn)", country spelled out); "Work" with the title then the company (two roles at one company under one company), "Mon YYYY – Present"; skills as tag lists under group names; languages as name and level', workDates: 'month', eduDates: 'month', degree: true, batch: 4, needs: { educationDates: 'both' }, french: FRENCH.even },
  projects: { layout: 'as even (same author) but the company heads a timeline of its roles, education as school, area, dates then the degree alone below', workDates: 'month', eduDates: 'month', degree: true, batch: 4, needs: { educationDates: 'both' }, french: FRENCH.projects },
  // word: false: LibreOffice puts its floated columns into text boxes, which its own text export (the truth's reading) leaves out
  spartacus: { layout: 'two columns: contact ("LinkedIn: handle"), skills with levels in italics and comma-separated keywords, and education ("Degree in Area" / "at School") in a left column; "Company Title" on one line with the dates right-aligned below; no languages section', workDates: 'month', eduDates: 'month', degree: true, languages: false, batch: 4, needs: { educationDates: 'end' }, word: false, french: FRENCH.spartacus },
  mantra: { layout: 'one column: labelled contact lines (Email, Phone, Location), "LinkedIn" above the handle, the company then full-month dates then the title, skills in columns with the level under the group name, education with years above the school, area and degree on separate lines', workDates: 'month', eduDates: 'year', degree: true, batch: 4, needs: { educationDates: 'end' }, french: FRENCH.mantra },
  // seededRandom: it colours tags with Math.random
  github: { layout: 'a GitHub profile page: name and title in a sidebar with the summary, current employer and city, "Elsewhere" network buttons, skill group names as coloured tags ("Toolkit"), language names without levels; no email, phone or handle printed (a "Contact me" mailto button, a "Join my professional network" LinkedIn link); a timeline under month headings ("December 2022"): "Joined Company" then the title, "Finished 1 degree at School" at the end month; no end date for a job', workDates: 'start', eduDates: 'end', degree: true, batch: 4, needs: { educationDates: 'end' }, seededRandom: true, french: FRENCH.github },
  // image: false: its first page is a full-page banner ("Hello, World. I'm Name."), so it gets no PNG/JPEG (swapped like word: false)
  kards: { layout: 'a one-page portfolio site: a banner "I\'m Name.", a profile list (Fullname:, Job:, Email:) beside skill bars (group names with a percentage), a timeline with the title and "Mon YYYY - Mon YYYY" on the left and the company on the right, "Degree" after the degree name; no phone, no highlights, no languages section', workDates: 'month', eduDates: 'month', degree: true, languages: false, batch: 4, needs: { educationDates: 'both', skillLevels: 'percent' }, image: false, french: FRENCH.kards },
  // fifth batch (tune-193 on)
  hexagon: { layout: 'two columns: a dark navy sidebar with a hexagon picture, the name in capitals as two spans (only its first two words), the title, icon lines (phone, e-mail, "City, CC"), skills only from the theme\'s own list with dots, "Connect" with the profile URLs; the company with "Mon YYYY - Mon YYYY" right-aligned, the title below, highlights as tags; education school, dates, area (no degree); no languages section', workDates: 'month', eduDates: 'month', degree: 'area', languages: false, batch: 5, needs: { educationDates: 'both', noCurrent: true, plainName: true, avatar: true, skillLevels: 'scale', shortContact: true }, french: FRENCH.hexagon },
  folio: { layout: 'one column: the name and the title on one line, contact pills (handle, e-mail, phone, "City, Region (CC)"); accent-coloured small-caps headings with counts; "Mon YYYY - Current" right-aligned beside "Title at Company" (the "at" is CSS-generated), the city below; education "Degree Area at School" with its dates as a job\'s (none without a start date: so both dates), "Grade:"; skills "Group: a, b, c"; languages in two columns', workDates: 'month', eduDates: 'month', degree: true, batch: 5, needs: { educationDates: 'both' }, french: FRENCH.folio },
  'dark-classy-responsive': { layout: 'one column, centred header: the name in capitals, the title, "email | phone", a "LinkedIn" label link; large capital headings; "Title - Company" with full-month dates below, "Highlights" labels; education "Degree - School", dates, area; skills as group and keywords; languages with "Fluency:"', workDates: 'month', eduDates: 'month', degree: true, batch: 5, needs: { educationDates: 'end' } },
  keloran: { layout: 'a page framed in dark blue: the name and title in capitals at the top left; the work on the left, each company in a grey band with "Month YYYY – Month YYYY", the title below; contact (address, phone, e-mail, "LinkedIn" and the handle), education (years, school, degree, area), skills and languages in a right column', workDates: 'month', eduDates: 'year', degree: true, batch: 5, needs: { educationDates: 'end' }, french: FRENCH.keloran },
  techlead: { layout: 'dense one column: the name, a "City CC / phone / e-mail" line; each job one line "Title - Company. City, YYYY-MM-DD - YYYY-MM-DD" with its summary below; education "School, YYYY-MM-DD - YYYY-MM-DD" with the degree alone below; no title, profiles, skills or languages', workDates: 'month', eduDates: 'month', degree: 'studyType', languages: false, batch: 5, needs: { educationDates: 'end' }, french: FRENCH.techlead },
  'paper-plus-plus': { layout: 'a label column on the left (small-capital headings and ISO dates "YYYY-MM-DD to YYYY-MM-DD"): labelled contact (Email, Phone), location (Address, Country, City, Region), languages and profiles before the work; "Title at Company"; education school then "Degree: Area"; skills "Group: a, b"', workDates: 'month', eduDates: 'month', degree: true, batch: 5, needs: { educationDates: 'both', location: true }, french: FRENCH['paper-plus-plus'] },
  // sixth batch (tune-225 on)
  dave: { layout: 'two columns: the name and the title on one line with the summary below; a narrow left column ("About": city, region and country, e-mail, phone, each profile as its network name linked to it; "Skills": group names in capitals above their keywords sorted; "Languages": names in capitals above their level); on the right the work ("MM/YYYY to MM/YYYY" right-aligned beside the title, the company below) and the education ("YYYY to YYYY" beside the school, "Degree, Area" below)', workDates: 'month', eduDates: 'year', degree: true, batch: 6, needs: { educationDates: 'both', noCurrent: true } },
  kate: { layout: 'one column, coloured capital headings between rules: "Name, Title", then e-mail | phone | "City, Region, CC" | each profile URL printed whole; the summary; interests first; "Company, Title" with "YYYY-MM-DD to YYYY-MM-DD" right-aligned; education: the school with its ISO dates, "Degree - Area" below; skills "Group: a, b"; languages "Name (level)" on one line', workDates: 'month', eduDates: 'month', degree: true, batch: 6, needs: { educationDates: 'both' } },
  simple: { layout: 'a two-column grid under the name and title: "Profiles" (each profile URL printed whole; its icon font is on a CDN, absent offline) beside "Contact" (Email, Phone, Address labels, city and postcode below); the work with the company, "YYYY-MM-DD - YYYY-MM-DD" and the title below in the left column, "Highlights" in the right one; education "School - Area", the degree alone, its dates; skills as group (level) and keywords; no languages section', workDates: 'month', eduDates: 'month', degree: true, languages: false, batch: 6, needs: { educationDates: 'end' } },
  elementary: { layout: 'one column: the name, the title, "e-mail | phone | website" (no profiles: a LinkedIn URL only as the website), "City, Region, CC"; skills as a two-column table of group names in capitals and keywords; education: the school in capitals, "Degree (YYYY-MM-DD) | Area" (the end date only); then three rules and the theme\'s development part: the languages in the same table, "Work" with the title, then "Company (City) | YYYY-MM-DD to YYYY-MM-DD" (a current job shows its start date alone: so none)', workDates: 'month', eduDates: 'end', degree: true, batch: 6, needs: { noCurrent: true, linkedinWebsite: true }, french: FRENCH.elementary },
  // word: false (onepage-simplified, onepage-year): LibreOffice hangs converting their HTML to DOCX, as onepage's (their floated label column, once the page is long enough)
  'onepage-simplified': { layout: 'a label column on the left (Contact, Summary, Skills, Languages, Education, Experience): "Name, Title"; "LinkedIn: handle" (the profile\'s username as printed) among the contact lines; skills and languages before the education and the work; the title with "YYYY-MM-DD — YYYY-MM-DD" right-aligned and the company in italics below; education: the school with its dates, "Degree Area" in italics', workDates: 'month', eduDates: 'month', degree: true, batch: 6, needs: { educationDates: 'both' }, word: false },
  'onepage-year': { layout: 'onepage\'s label column on a grey framed page: "Name, Title", e-mail | phone | place, each profile URL printed whole; "Company, Title" in bold with "Mon YYYY — Mon YYYY" right-aligned (the job\'s summary as its first bullet); education: the school with the same dates, "Degree - Area"; skills "Group (level): a, b"; languages "Name (level)"', workDates: 'month', eduDates: 'month', degree: true, batch: 6, needs: { educationDates: 'both' }, word: false },
  // seventh batch (tune-257 on)
  // image: false (hydejack, foxyboxy): their first page often or always holds only the header (the grid or the boxes do not fit under it and start on page 2)
  hydejack: { layout: 'a header (the name, the title, the name again as a missing picture\'s text, the summary, then address with the country spelled out, e-mail, phone and each profile\'s username in two columns, every link\'s target printed in brackets after it: "(mailto:...)", "(tel:...)", the profile URL) above a two-column grid: "Experience" with "Mon YYYY – Mon YYYY" above "Title at Company" on the left, "Languages" (name and fluency in a table), "Skills" (group names above keyword tags) and "Interests" on the right; "Education" with the dates above "Degree in Area from School with GPA of"; "Powered by Hydejack"; its Word versions show the labels the page hides ("Highlights", "Courses")', workDates: 'month', eduDates: 'month', degree: true, batch: 7, needs: { educationDates: 'both' }, image: false, french: FRENCH.hydejack },
  foxyboxy: { layout: 'grey boxes in two columns under the name and the title (alone on the first page): on the left "Summary" and "Work" (the title, the company, "YYYY - YYYY" in a monospace font, highlights); on the right "Contact" (WEBSITE, EMAIL, PHONE, ADDRESS labels in small capitals above their values: no profiles, so the LinkedIn URL only as the website), "Education" (school, years, area, degree on lines of their own), "Skills" (group names above keywords), "Languages" as tiles (printed twice, the second row below the columns) and "Interests"', workDates: 'year', eduDates: 'year', degree: true, batch: 7, needs: { educationDates: 'end', linkedinWebsite: true }, image: false },
  contempo: { layout: 'one column under "Résumé of NAME" (the name in capitals, centred; no title), "CITY, REGION" and "phone · e-mail · website" (no profiles: the LinkedIn URL only as the website); capital headings over thick rules; "Title, Company" with "Mon YYYY – Mon YYYY" right-aligned; education "Area – Degree" with "Completed in Month YYYY" right-aligned and no school (so no education in the truth); skills as group names above keywords in two columns; languages with the level right-aligned in italics; "References: Available upon request"', workDates: 'month', eduDates: 'end', degree: true, batch: 7, needs: { educationDates: 'end', linkedinWebsite: true }, french: FRENCH.contempo },
  'print-flexbox': { layout: 'one column with the headings on rounded teal bars: the name on a bar (no title), then a three-column grid "Contact" (the website, the e-mail, a telephone emoji before the phone), "Location" (address, postcode, city, region, country code) and "Profiles" (each profile\'s network name only, linked to it); "Overview"; skills as columns of group names above keywords; the title in bold above "Company (Month YYYY - Month YYYY)" ("N/A" for a missing start); education the area, "School (Month YYYY - Month YYYY)", "Study type: Degree"; languages "Name: level"', workDates: 'month', eduDates: 'month', degree: true, batch: 7, french: FRENCH['print-flexbox'] },
  riga: { layout: 'a blue bar, the "Work Experience" heading left at the top right where the missing Bootstrap stylesheet (a CDN) would have put its column; "Name | Title", the summary, "Phone:", "Email:", "Website:", "Address:" lines (the city only with a street address), each profile as an icon alone linked to it; each job "CompanyYYYY - YYYY" (the company run into its years) with the title below; education "SchoolYYYY - YYYY" and "Area (Degree)"; skills as group names with their level and keywords; languages "Name level"; its Word versions lose the icon link, so no LinkedIn there', workDates: 'year', eduDates: 'year', degree: true, batch: 7, needs: { educationDates: 'both' } },
  fullmoon: { layout: 'one column: the name with two moon emojis and the theme\'s GitHub link printed in brackets; the title; address; website, e-mail and phone on one line, then each profile as "username (URL)"; the summary; small orange capital headings over rules; skills as a three-column table of group names above "a | b" keywords; "Title at Company" (the "at" is CSS-generated: Word runs title and company apart on two lines, headings with counts), "Mon YYYY - Mon YYYY" below ("Current" for a current job), the city; education "Degree in Area at School" with its dates below (none when a date is missing: so both); languages in a three-column grid', workDates: 'month', eduDates: 'month', degree: true, batch: 7, needs: { educationDates: 'both' }, french: FRENCH.fullmoon },
  // eighth batch (tune-289 on)
  elite: { layout: 'two columns: a near-black sidebar (the name in red capitals, often over two lines, the title in capitals; "Contact" with icon lines: e-mail, phone, the website without its scheme, the whole address on one line; "Social" with each profile URL without its scheme; "Skills" as names (group names for grouped skills, no keywords) with five level dots where a level is given; "Languages" with flag icons, the name and the level, read from the older schema\'s name and level; "Interests"); on the right "Generated with" and a Node.js logo, "Summary", "TITLE COMPANY" in capitals on one line (the company in grey), "Mon YYYY - Mon YYYY (N years M months)" below ("now" and a "current" badge for a current job), highlights as tags; education "DEGREE AREA SCHOOL" with its dates and duration; the page padded with a dark block to a whole number of pages', workDates: 'month', eduDates: 'month', degree: true, batch: 8, needs: { educationDates: 'both', languageNames: true }, french: FRENCH.elite },
  msresume: { layout: 'one column whose Tachyons stylesheets are on a CDN (absent offline: serif text, bullet lists): the name in blue; a bullet list (e-mail, phone, "City, Region", the website, each profile\'s username) beside the summary; "Experience": at most three jobs, the title as a heading above a bullet list of the company and "Mon YYYY – Mon YYYY" ("Present" for a current job), the job\'s summary beside; "Education": only the first one, "Degree, Area" as a heading above the school and its dates; "Proficiencies": skill names only (a group\'s name, not its keywords; no levels); no languages section', workDates: 'month', eduDates: 'month', degree: true, languages: false, batch: 8, needs: { educationDates: 'both' }, french: FRENCH.msresume },
  fresh: { layout: 'a centred card: a round picture, the name, the title in capitals, the address as one comma-separated line, "Website:", "Email:" and "Phone:" labels on one line, each profile\'s username alone; headings in a left column: "YYYY-MM-DD - YYYY-MM-DD" ("- Present" for a current job) above the company and the title in italics; education: its dates ("- YYYY-MM-DD" without a start), the school, the area and the degree on lines of their own; skills "Group level" above comma-separated keywords; languages on one line with the level in italics; a footer "Powered by JSON Resume · Theme by Tair Assimov" (the theme author\'s name)', workDates: 'month', eduDates: 'month', degree: true, batch: 8, needs: { educationDates: 'end', avatar: true }, french: FRENCH.fresh },
  kwan: { layout: 'cards on a grey page (its Bootstrap and icon font on a CDN, absent offline): a round picture beside the name, the title, e-mail, phone and "City, Region, CC" on one line, each profile\'s whole URL below a rule; small-capital headings; jobs as bullets "Title, Company" with "Mon YYYY - Mon YYYY" and a duration ("1 year 8 months") below; skills as bullets "Group (level): keywords" (an empty "()" without a level; the keywords comma-separated by the stylesheet, a full stop after the last), sorted by level; education "Area, Degree, School" (the area first) with its dates; languages "Name (level)" on one line', workDates: 'month', eduDates: 'month', degree: true, batch: 8, needs: { educationDates: 'end', avatar: true }, french: FRENCH.kwan },
  'onepage-updated': { layout: 'onepage\'s label column between dashed rules: "Name, Title" on one line (after "Family, Given" a second comma), "e-mail | phone | City, Region, CC", "LinkedIn: URL | GitHub: URL"; capital section labels, the education and the skills before the work: the school with "Mon D, YYYY - Mon D, YYYY" right-aligned (the day of the month printed; "1 sept. 2015" in French) and "Degree - Area" below; "Group (level): a, b"; "Company | Title" with the dates right-aligned; languages "Name (level)" on one line', workDates: 'month', eduDates: 'month', degree: true, batch: 8, needs: { educationDates: 'both' }, french: FRENCH['onepage-updated'] },
  boilerplate: { layout: 'the JSON Resume boilerplate, a narrow column of plain headings: the name, the title; "Website", "Email", "Phone" labels in a column beside their values; the summary; "Location" with labelled Address, Postal code, City, Country code and Region; "Profiles": the network, the username and a "Link" to the URL; the company, "YYYY-MM-DD - YYYY-MM-DD" ("- Present") and the title on lines of their own; education: dates, school, area and degree on lines of their own; skills as name, level and a keyword list; languages as name and level', workDates: 'month', eduDates: 'month', degree: true, batch: 8, needs: { educationDates: 'end' }, french: FRENCH.boilerplate },
  // ninth batch (tune-321 on)
  'creative-confidence': { layout: 'a navy header band with the name and the title (in italics) centred in white and a square picture at its right; two columns below: on the left "Summary" and "Professional Experience" (the title in bold with "Mon YYYY - Mon YYYY" right-aligned, "- Present" for a current job, the company in italics below, highlights as bullets); on the right light-blue boxes: "Contact" with icon lines (phone, e-mail, "address, city, region, postcode", the website and each profile\'s whole URL), "Education" as bullets "Degree in Area, School" (no dates), "Skills" as "Group: a, b" (a single skill "Name:"); no languages section; a footer "Name: Title" on every page', workDates: 'month', eduDates: 'none', degree: true, languages: false, batch: 9, needs: { avatar: true }, french: FRENCH['creative-confidence'] },
  student: { layout: 'a one-column page in the manner of LaTeX student resumes: the name centred in large serif, then "e-mail | phone | City, CC | website | network names" on one line (each profile as its network\'s name linked to it); "Summary", "Education" before the work (the school in bold, the degree type alone in italics below, "Mon YYYY — Mon YYYY" right-aligned only where a start date is given), "Work Experience" with the company in bold and its city right-aligned in bold, the title in italics below with the dates right-aligned; skills as bullets "Group: a, b"; no title, languages or job summaries', workDates: 'month', eduDates: 'month', degree: 'studyType', languages: false, batch: 9, needs: { educationDates: 'both' } },
  tech: { layout: 'an ATS-style column: the name in letter-spaced blue capitals-and-small, the title in grey, "address, city, region postcode | phone | e-mail | website | network names" on one line; blue small-capital headings over rules ("Executive Summary", "Work Experience", "Skills", "Education", "Languages", "Interests"); the title in bold above "Company, City" in grey with "YYYY-MM-DD - YYYY-MM-DD" in italics right-aligned ("- Present"); skills "Group (level): a, b"; education: the school, "Degree (Area)" in italics, its ISO dates only beside a start date; languages on one line "Name (level), Name (level)"', workDates: 'month', eduDates: 'month', degree: true, batch: 9, needs: { educationDates: 'both' }, french: FRENCH.tech },
  minimal: { layout: 'a grey header band with the name and the title in light sans-serif; orange section headings in one column (its Bootstrap grid, on a CDN, is absent offline: the label column collapses above its content); "Contact" as "Email" and "Phone" labels above their values; "About"; "Profiles" as the network above its linked username; each job "Company" with "YYYY-MM-DD — YYYY-MM-DD" right-aligned (a current job\'s end left blank: "2021-03-01 —"), the title below, "Highlights" above indented lines; education: the school with "YYYY-MM-DD — YYYY-MM-DD" (a missing date left blank), the area in bold and the degree type below; skills as group names above keyword lists; languages with the level below; "References: Upon request"', workDates: 'month', eduDates: 'month', degree: true, batch: 9, french: FRENCH.minimal },
  // text: the theme prints Markdown, which render.js prints as it is (a plain-text page in a monospace font)
  markdown: { layout: 'a plain-text Markdown resume in a monospace font: "# Name", then "## Contact" with "Email: [e-mail](mailto:e-mail)", "Phone:", "Address:", "City:", "Postal Code:", "Country:" lines (the region printed as a second "Country:"), "## Profiles" with "[LinkedIn - username](URL)", "## Summary", "## Work" with "### Title, Company" and "##### YYYY-MM-DD - YYYY-MM-DD" below (a current job\'s start date alone, so none is current), highlights as "* " lines, "## Education" as "### School - Degree in Area" and its dates ("#####  - YYYY-MM-DD" without a start), "## Skills" as "* Level in Group (a, b)", "## Languages" as "* Level in Language"; the title is not printed', workDates: 'month', eduDates: 'month', degree: true, batch: 9, needs: { noCurrent: true }, text: true, french: FRENCH.markdown },
  simplistic: { layout: 'a label column ("Work", "Education", "Skills", "Languages", "Interests") on a page broken before every job and every education after the first: the name alone at the top (no title), "Address" (street, postcode and city), "Email", "Phone" and "Website" labels (no profiles: the LinkedIn URL only as the website); each job the company with "YYYY - YYYY" right-aligned ("YYYY - present"; one year alone when a job starts and ends in it), the title below, highlights as bullets; education: years, school, "Degree - Area"; skills as group names, an italic level and keyword bullets; languages as names above italic levels; "References available upon request"', workDates: 'year', eduDates: 'year', degree: true, batch: 9, needs: { educationDates: 'both', linkedinWebsite: true }, french: FRENCH.simplistic },
  // tenth batch (tune-353 on): local templates (local-themes/<name>.js, local: true), not npm packages
  'europass-cv': { layout: 'a Europass CV (the 2013 template): a label column on the left in blue, "PERSONAL INFORMATION" with the name and icon lines (address with postcode, town and country; phone; e-mail; the LinkedIn URL without its scheme, linked), "JOB APPLIED FOR" with the title, "WORK EXPERIENCE" with "MM/YYYY–MM/YYYY" ("MM/YYYY–Present") in the label column beside the title in blue, "Company, Town", the summary and bullets; "EDUCATION AND TRAINING" with the same dates beside "Degree, Area" and the school; "PERSONAL SKILLS": "Mother tongue(s)" with the native languages\' names (their level not printed), "Other language(s)" as the CEFR self-assessment grid (UNDERSTANDING Listening/Reading, SPEAKING Spoken interaction/Spoken production, WRITING; a level a step up for reading and a step down for writing; a level in words printed in italics below its row), the CEFR legend; "Job-related skills" as bullets "Group: a, b" or a skill alone', workDates: 'month', eduDates: 'month', degree: true, batch: 10, local: true, languageGrid: true, french: FRENCH['europass-cv'] },
  'word-table': { layout: 'a word-processor resume laid out as a table: the name centred in bold, the title, then "address, postcode town, country" and "phone | e-mail | linkedin.com/in/…" (the URL without scheme or www., linked) centred; grey shaded heading rows in capitals (PROFILE, PROFESSIONAL EXPERIENCE, EDUCATION, SKILLS, LANGUAGES, INTERESTS); each job "Mon YYYY – Mon YYYY" ("– Present") with its town in italics in a left cell, the title in bold and the company in italics in the right one; education "YYYY – YYYY" (the end year alone without a start) beside "Degree – Area" and the school; skills as rows of a group name in bold and its keywords, single skills on one row between bullets; languages as rows of name and level', workDates: 'month', eduDates: 'year', degree: true, batch: 10, local: true, french: FRENCH['word-table'] },
  'canva-sidebar': { layout: 'a Canva-style two-column page: a dark teal sidebar on the left (a round picture placeholder, "CONTACT" with yellow icons: phone, e-mail, "Town, Country", the LinkedIn username as the profile gives it; "EDUCATION" with "YYYY - YYYY" years in yellow, "Degree Area" in bold and the school; "SKILLS" as each keyword above a bar; "LANGUAGES" as "Name (level)" above a bar); on the right the name in large teal capitals, the title in spaced capitals, "PROFILE", "WORK EXPERIENCE" with the title in bold and "YYYY - YYYY" ("YYYY - Present") at the right, "Company | Town" in italics, the summary and bullets; no interests', workDates: 'year', eduDates: 'year', degree: true, batch: 10, local: true, french: FRENCH['canva-sidebar'] },
  'timeline-dots': { layout: 'a timeline resume: the name and the title beside a round picture placeholder over a violet rule; the contact as a two-by-two grid of icon lines (e-mail, phone, "Town, Region", the whole LinkedIn URL as the profile gives it); the summary; "EXPERIENCE" and "EDUCATION" on a vertical line with dots: a date pill "Mon YYYY — Mon YYYY" ("— Present"; the end alone without a start), "Title · Company" (the title in bold), the town in grey, bullets; education "Degree · Area" in bold and the school; "SKILLS" as rounded tags of the keywords; "LANGUAGES" as the name, five dots and the level in grey; "INTERESTS" as tags', workDates: 'month', eduDates: 'month', degree: true, batch: 10, local: true, french: FRENCH['timeline-dots'] },
  'executive-serif': { layout: 'an executive resume in a serif face on a Letter page: the name centred in small capitals, the title, "Town, Region | phone | e-mail | linkedin URL without scheme or www." on one line over a double rule; "PROFESSIONAL SUMMARY"; "CORE COMPETENCIES" as a three-column grid of bullets (every keyword and single skill); "PROFESSIONAL EXPERIENCE" with the company in bold capitals and its town right-aligned, the title in italics with "MM/YYYY – MM/YYYY" ("– Present") right-aligned, bullets; "EDUCATION" one line each: "Degree, Area — School" with the end year alone right-aligned; "LANGUAGES" on one line "Name (level) · Name (level)"', workDates: 'month', eduDates: 'endYear', degree: true, batch: 10, local: true, french: FRENCH['executive-serif'] },
  'grey-right-column': { layout: 'two columns, a light grey one on the right: on the left the name in large dark blue, the title, the summary, "EXPERIENCE" with the title in bold capitals, "Company — Town" in blue and "Mon YYYY — Mon YYYY" in small grey capitals ("— PRESENT"), bullets; on the right "CONTACT" with small grey labels (PHONE, EMAIL, LINKEDIN with the profile\'s username as given, LOCATION "Town, Region") above their values, "EDUCATION" (the school in bold, "Degree in Area", "YYYY — YYYY" or the end year alone), "SKILLS" as small grey group names above their keywords one a line (single skills one a line), "LANGUAGES" as "Name — level" (the level in italics)', workDates: 'month', eduDates: 'year', degree: true, batch: 10, local: true, french: FRENCH['grey-right-column'] },
  // eleventh batch (tune-385 on): six more templates of the corpus's own (local-themes/)
  'header-band': { layout: 'two columns under a dark blue header band: the name, the title and the contact in white, each contact line after a white icon and without a label (a landline after the mobile, the LinkedIn username as the profile gives it after LinkedIn\'s icon, "Town, Country"); on the left "PROFILE", "EXPERIENCE" (the title in bold, "MM/YYYY – MM/YYYY" or "– Present" right-aligned, "Company · Town" in italics, bullets) and "EDUCATION" ("Degree – Area", "YYYY – YYYY", the school); on a light right column "SKILLS" as rounded tags of the keywords (no group names), "LANGUAGES" as the name, five dots and the level, "INTERESTS" as tags', workDates: 'month', eduDates: 'year', degree: true, batch: 11, local: true, needs: { nameStyles: ['plain', 'capitals', 'title', 'postNominal', 'initial'] }, french: FRENCH['header-band'] },
  // word: false: a LinkedIn profile is saved as PDF only
  'linkedin-export': { layout: 'a LinkedIn profile saved as PDF (Letter): a light left column with "Contact" (e-mail, "phone (Mobile)", "landline (Home)", "www.linkedin.com/in/handle (LinkedIn)" wrapped in the narrow column), "Top Skills" (the first three skills only), "Languages" ("Name (level)" with LinkedIn\'s level names); on the right the name, the headline, "Town, Region, Country", "Summary", "Experience" (the company in bold, the title, "Month YYYY - Present (N years M months)", the town, the bullets as paragraphs), "Education" (the school in bold, "Degree, Area · (YYYY - YYYY)")', workDates: 'month', eduDates: 'year', degree: true, batch: 11, local: true, needs: { linkedin: 'always', linkedinLevels: true, nameStyles: ['plain', 'plain', 'postNominal', 'title'] }, word: false, french: FRENCH['linkedin-export'] },
  'cv-francais': { layout: 'a French word-processor "CV" (French resumes only): the name family name first in capitals ("DUPONT Marie") and the title in a framed band; "État civil" (birth date and age, nationality, family status, driving licence) beside "Coordonnées" (address, "Portable :" and "Fixe :" or "Tél. :", "E-mail :", "LinkedIn :" and the username as given); red heading bars: "PROFIL", "EXPÉRIENCES PROFESSIONNELLES" with the dates in a left column ("Depuis mars 2021", "janv. 2018 – févr. 2021") and "TITLE – Company (Town)", "FORMATION" with years and "Degree – Area" over the school, "COMPÉTENCES" as framed tags, "LANGUES" as "Name : level", "CENTRES D\'INTÉRÊT" on one line', workDates: 'month', eduDates: 'year', degree: true, batch: 11, local: true, needs: { civil: true, location: 'full', nameStyles: ['familyFirst'] } },
  'compact-us': { layout: 'a compact one-page US resume (Letter): the name centred in bold, one contact line "Town, Region • phone • e-mail • LinkedIn URL as given (with https://www. or without scheme)"; capital headings over rules; "EXPERIENCE" with the company in bold and its town right-aligned, the title in italics with "Month YYYY – Present" right-aligned, bullets; "EDUCATION" with the school and the graduation month (or year) alone, "Degree in Area" in italics; "SKILLS" as rows "Languages: Python, Go", "Frameworks: …", "Tools: …" (programming languages under "Languages"); "ADDITIONAL" with "Spoken languages: Name (level), …" and interests', workDates: 'month', eduDates: 'end', degree: true, batch: 11, local: true, needs: { groupedSkills: true, sectors: ['software11'], nameStyles: ['plain', 'postNominal', 'initial', 'allCaps', 'plain'] } },
  'spaced-modern': { layout: 'a modern page: the given name in a light face over the FAMILY NAME in bold capitals, both letter-spaced, the title in spaced capitals; one contact line between rules of glyph icons without labels (☎ phone, ✉ e-mail, ⌂ town, an "in" badge and the LinkedIn username as given); headings typed with spaces between their letters ("E X P E R I E N C E"); a left column with the profile, the skills with five rating dots (●●●●○), the languages with dots and their level below, interests; on the right "YYYY — YYYY", the title in bold capitals, the company in italics, bullets, and the education with its years', workDates: 'year', eduDates: 'year', degree: true, batch: 11, local: true, needs: { nameStyles: ['capitals'] }, french: FRENCH['spaced-modern'] },
  'footer-contact': { layout: 'one column: the name in a large serif face and the title over a rule, no contact at the top; the contact in the footer of every page with glyph icons and no labels (✉ e-mail, ☎ phone and landline, ⌂ "Town, Country", an "in" badge before the LinkedIn URL as given); "Summary", "Experience" with "Mon YYYY – Mon YYYY" in a left column beside "Title — Company" and the town, "Education" with the same dates beside "Degree, Area — School", "Skills" as one comma-separated line, "Languages" as "Name (level) · Name (level)"', workDates: 'month', eduDates: 'month', degree: true, batch: 11, local: true, needs: { nameStyles: ['plain', 'title', 'allCaps', 'familyComma'] }, french: FRENCH['footer-contact'] },
  // twelfth batch (tune-417 on): six more templates of the corpus's own (local-themes/)
  'photo-header': { layout: 'a one-column page with a photo header: a round grey placeholder with the initials on the left; on the right the given name in a large light face over the FAMILY NAME on a second line, the title in teal; a row of icon + value contact pairs without labels (phone, e-mail, "Town, Region", LinkedIn\'s icon before "in/handle" or the handle alone); "PROFILE", "EXPERIENCE" (the title in bold, "Mon YYYY – Mon YYYY" or "– Present" right-aligned, "Company · Town" below, bullets), "EDUCATION" ("Degree, Area" in bold, "YYYY – YYYY", the school), "SKILLS" as a three-column grid of items, "LANGUAGES" as "Name – level" on one line, "INTERESTS"', workDates: 'month', eduDates: 'year', degree: true, batch: 12, local: true },
  'dark-sidebar': { layout: 'two columns: a full-height charcoal-navy sidebar on the left with white text: the given name over the FAMILY NAME in bold, the title, "CONTACT" (phone, e-mail, "Town, Region", the LinkedIn URL whole as the profile gives it, wrapped in the narrow column), "SKILLS" as each keyword above a white bar, "LANGUAGES" as the name over its level; the white main column with "PROFILE", "EXPERIENCE" (the title in bold, "MM/YYYY – MM/YYYY" or "– Present" right-aligned, "Company, Town" in blue, bullets) and "EDUCATION" ("Degree – Area" in bold, "YYYY – YYYY", the school)', workDates: 'month', eduDates: 'year', degree: true, batch: 12, local: true },
  'monogram-creative': { layout: 'a creative page: a coral monogram circle with the initials, the name beside it in mixed case with the family name in teal (in capitals where a reader could not tell it otherwise), the title in coral; a right-aligned contact block (phone, e-mail, "Town, Region", "LinkedIn: handle"); headings underlined in teal; the jobs and schools with their dates in a left gutter ("Mon YYYY –" over "Mon YYYY" or "Present"; schools "YYYY –" over "YYYY"), the title in bold, the company in teal with "| Town", bullets; education "Degree in Area" and the school; "Skills" as coloured pills with white text; "Languages" as "Name · level"', workDates: 'month', eduDates: 'year', degree: true, batch: 12, local: true, french: FRENCH['monogram-creative'] },
  'academic-table': { layout: 'a Word-like academic CV in a serif face, every section a two-column table: the name centred in bold, the title in italics; a contact table with labels in the first column ("Address", "Phone", "E-mail", "LinkedIn" and the profile\'s username as given); headings in small capitals over a rule; "Professional Experience" rows "MM/YYYY – MM/YYYY" | "Title, Company, Town" and bullets; "Education" rows "YYYY – YYYY" | "Degree in Area" and the school; "Skills" rows "Group | a, b, c" (single skills in a row "Other"); "Languages | English (C1), German (B2)"; "Interests"', workDates: 'month', eduDates: 'year', degree: true, batch: 12, local: true, french: FRENCH['academic-table'] },
  'centered-minimal': { layout: 'a centred minimal page: the name centred in letter-spaced capitals ("FAMILY, GIVEN" where the family name of two words would not stand apart otherwise), the title, one centred contact line "Town · phone · e-mail · linkedin URL without scheme or www." (middle dots, or vertical bars for some names) over a rule; "PROFILE"; "KEY SKILLS" as two columns of bullets; "EXPERIENCE" with the company in bold and "Month YYYY – Month YYYY" or "– Present" right-aligned, the title in italics below with the town right-aligned, bullets; "EDUCATION" with the school in bold and "YYYY – YYYY" right-aligned, "Degree, Area" in italics; "LANGUAGES" as "Name (level) · Name (level)"', workDates: 'month', eduDates: 'year', degree: true, batch: 12, local: true, french: FRENCH['centered-minimal'] },
  'infographic-two-page': { layout: 'an infographic resume over two pages: a violet top band with the given name over the FAMILY NAME in yellow, the title and a glyph contact line (☎ phone, ✉ e-mail, ⌂ town, "in" and the LinkedIn URL without its scheme); on page 1 a light left column with "PROFILE", "SKILLS" as orange percentage circles ("85%") with each skill\'s name under its circle, "LANGUAGES" as a coloured square, the name and its level below, and on the right "EXPERIENCE" on a vertical timeline (a "YYYY – YYYY" or "YYYY – Present" tag, the title in bold, "Company, Town", bullets); page 2 (a page break): "EDUCATION" on the same timeline ("YYYY – YYYY", "Degree, Area", the school), "INTERESTS" as tags, "References available upon request"', workDates: 'year', eduDates: 'year', degree: true, batch: 12, local: true, needs: { skillPercent: true }, french: FRENCH['infographic-two-page'] },
  // thirteenth batch (tune-449 on): six more templates of the corpus's own (local-themes/), two columns with a narrow gutter
  'word-right-sidebar': { layout: 'a Word two-column resume: the given name over the family name on two lines, the title, a rule; on the left "EXPERIENCE" (the title in bold, "Mon YYYY – Mon YYYY" or "– Present" right-aligned, "Company · Town" in italics, bullets); after a gutter of about 7 mm a light grey right column whose "SKILLS" heading stands at the height of "EXPERIENCE" (each skill on its line with its level word: "Microsoft Excel — Advanced"), "LANGUAGES" ("Name — level") and, lower, "CONTACT" (phone, e-mail, "Town, Region", "linkedin.com/in/handle"); then "EDUCATION" across the page ("Degree, Area — School", "YYYY – YYYY" right-aligned)', workDates: 'month', eduDates: 'year', degree: true, batch: 13, local: true, needs: { skillLevels: 'words' } },
  'canva-narrow-left': { layout: 'a Canva page with a pale narrow left sidebar (52 mm): the whole name in a large bold face at its top (a long name wraps onto two lines), the title; beside it "PROFILE" and the summary; then "CONTACT" in the sidebar at the height of "EXPERIENCE" (about 7 mm of white between the columns\' texts): phone, the e-mail wrapped anywhere, "Town, Region", a small box with the letters "in" before the LinkedIn handle alone; "SKILLS" as a grid of two columns; "LANGUAGES" as the name in bold over its level; the main column with "EXPERIENCE" (the title in bold, "Company, Town | Mon YYYY – Mon YYYY", bullets) and "EDUCATION" ("Degree in Area", the school, "YYYY – YYYY")', workDates: 'month', eduDates: 'year', degree: true, batch: 13, local: true, french: FRENCH['canva-narrow-left'] },
  'docs-profile-columns': { layout: 'a Google Docs page: the name in a serif face, the title in coral, one contact line "phone · e-mail · Town, Region"; the summary across the page under a coral rule; then two columns: "EXPERIENCE" (the company in bold, "Title, Town" in italics, "Month YYYY – Month YYYY" or "– Present" in grey, bullets) and "EDUCATION" (the school in bold, "Degree, Area", "YYYY – YYYY") on the left; after a 6 mm gutter a right column with "SKILLS" at the height of "EXPERIENCE" as one inline list between middle dots, "LANGUAGES" as "Name (level), Name (level)", "LINKS" with "in/handle" and "INTERESTS"', workDates: 'month', eduDates: 'year', degree: true, batch: 13, local: true },
  'overleaf-family-first': { layout: 'an Overleaf (AltaCV-like) page in a serif face: "FAMILY Given" in a large face, the title in burgundy, one line of SVG icons each before its value (phone, e-mail, "Town, Region", LinkedIn\'s icon before the handle alone or "in/handle"); two columns with a 6 mm gutter: "Experience" (the title in bold, the company in burgundy, "Mon YYYY – Mon YYYY · Town", bullets) on the left; on the right "Skills" at the height of "Experience" as one comma-separated paragraph, "Education" ("Degree in Area", the school, "YYYY – YYYY"), "Languages" ("Name: level"); small-capital headings over a rule', workDates: 'month', eduDates: 'year', degree: true, batch: 13, local: true, needs: { nameStyles: ['familyFirst'] }, french: FRENCH['overleaf-family-first'] },
  'builder-footer-grid': { layout: 'a resume-builder page: the name centred with a compound given name ("Jean-Baptiste", "Mary Ellen" before the FAMILY NAME) or a middle initial, the title; a left column (55 mm) with "EDUCATION" (the degree in bold, the area, the school, "YYYY – YYYY") and "LANGUAGES" ("Name — level") beside "PROFILE" and "EXPERIENCE" (the title in bold, "Company — Town", "MM/YYYY – MM/YYYY" or "– Present", bullets), a thin rule in the 5 mm gutter; "SKILLS" across the page as a three-column grid with level words ("Python — Expert"); the contact only in a footer line on every page: "e-mail | phone | Town, Region | linkedin.com/in/handle" (or "in/handle")', workDates: 'month', eduDates: 'year', degree: true, batch: 13, local: true, needs: { compoundGiven: true, skillLevels: 'words' } },
  'split-header-right': { layout: 'a Canva page with a full-height teal right column (62 mm): on the left the given name in a light face over the family name in bold, the title; beside them at the top of the right column "CONTACT" in white (phone, the e-mail wrapped anywhere, "Town, Region", LinkedIn\'s SVG icon before the handle alone); then "EXPERIENCE" on the left (the title in bold, "Company, Town", "Mon YYYY – Mon YYYY" or "– Present", bullets; "EDUCATION": "Degree, Area", the school, "YYYY – YYYY") and, at the same height, "SKILLS" on the right as a grid of two columns, "LANGUAGES" (the name over its level), "INTERESTS"; about 8 mm between the columns\' texts', workDates: 'month', eduDates: 'year', degree: true, batch: 13, local: true },
  // fourteenth batch (tune-481 on): six more templates of the corpus's own (local-themes/): icon contact lines, names with middle names or credentials, skills as pills, groups, a comma list or levels
  'icon-sidebar-left': { layout: 'two columns: a full-height slate LEFT sidebar (62 mm) with "CONTACT" as rows of a white SVG icon and a value without labels (phone, e-mail, "Town, Region", LinkedIn\'s logo before the whole https URL of the profile wrapped onto two lines, a globe before a personal website), "SKILLS" as each name over a level bar, "LANGUAGES" as the name over its level, "INTERESTS"; the white main column with the name in a large bold face (a middle name printed whole, the family name in capitals or not), the title in teal, "PROFILE", "EXPERIENCE" (the title in bold, "Mon YYYY – Mon YYYY" or "– Present" right-aligned, "Company | Town", bullets), "EDUCATION" (the school in bold first, "Degree, Area", "YYYY – YYYY")', workDates: 'month', eduDates: 'year', degree: true, batch: 14, local: true, needs: { nameStyles: ['middle', 'middleCaps', 'capitals', 'plain'], skillLevels: 'any', website: true } },
  'band-pills': { layout: 'one column under a deep green header band across the page: "Name — Title" on one line, then the contact on one line between bullets, each value after a glyph (✉ e-mail • ☎ phone • a rounded "in" badge before the LinkedIn username alone • ⌂ "Town, Region"); "PROFILE", "SKILLS" as rounded outlined pills several a line, "EXPERIENCE" with "Title — Company | Town" on one line and "Mon YYYY – Mon YYYY" or "– Present" right-aligned, bullets; "EDUCATION" as "Degree in Area — School" with "YYYY – YYYY" right-aligned; "LANGUAGES" as "Name (level) • Name (level)"; "INTERESTS" as pills', workDates: 'month', eduDates: 'year', degree: true, batch: 14, local: true, needs: { nameStyles: ['capitals', 'familyFirst', 'plain', 'capitals'] }, french: FRENCH['band-pills'] },
  'classic-credentials': { layout: 'a classic one-column page in a serif face: the name centred with credentials after it ("Jane Smith, MBA") or a title before it ("Dr. Jane Smith"), the title in spaced small capitals; one centred contact line between vertical bars ("Town, Region | phone | e-mail | LinkedIn: username"); small-capital headings over a rule; "SUMMARY"; "SKILLS" as one row a group ("Frontend: React, Vue.js, TypeScript"); "EXPERIENCE" with the company in bold first and its town right-aligned, the title in italics with "Month YYYY – Month YYYY" or "– Present" right-aligned, bullets; "EDUCATION" with the school in bold and the end year right-aligned, "Degree, Area" in italics; "LANGUAGES" as "Name (level), Name (level)"', workDates: 'month', eduDates: 'endYear', degree: true, batch: 14, local: true, needs: { nameStyles: ['postNominal', 'title', 'postNominal', 'title'], groupedSkills: true }, french: FRENCH['classic-credentials'] },
  'dense-compact': { layout: 'a dense one-page resume on Letter paper in 8-point type: "FAMILY Given" (or "Given FAMILY") in bold at the left with the title under it, the contact at the right on two lines ("e-mail · phone" over "linkedin.com/in/username · Town, Region"), no icons; small bold capital headings over a hairline; "SUMMARY"; "EXPERIENCE" with "Mon YYYY – Mon YYYY" or "– Present" in a left column beside "Title, Company — Town" and tight bullets; "EDUCATION" with "YYYY – YYYY" beside "Degree, Area — School"; "SKILLS" as one comma-separated paragraph; "LANGUAGES" as "Name — level; Name — level"; "INTERESTS" on one line', workDates: 'month', eduDates: 'year', degree: true, batch: 14, local: true, needs: { nameStyles: ['familyFirst', 'familyFirst', 'capitals'] } },
  'right-sidebar-dots': { layout: 'two columns: the main column with the name very large and letter-spaced in a light face, the title in spaced capitals, "PROFILE", "EXPERIENCE" (the title in bold, the company in italics, "Mon YYYY – Mon YYYY · Town" in grey, bullets), "EDUCATION" ("Degree in Area" in bold, the school, "YYYY – YYYY"); a full-height sand RIGHT sidebar (60 mm) with "CONTACT" as rows of an SVG icon and a value (phone, the e-mail wrapped anywhere, "Town, Region", LinkedIn\'s logo before the username alone, a globe before a personal website), "SKILLS" as each name with five rating dots, "LANGUAGES" as the name with dots and its level under it, "INTERESTS"', workDates: 'month', eduDates: 'year', degree: true, batch: 14, local: true, needs: { nameStyles: ['plain', 'capitals', 'plain'], skillLevels: 'any', website: true }, french: FRENCH['right-sidebar-dots'] },
  'dates-left-groups': { layout: 'one column: the name in a large bold face (the family name in capitals, first or after the given name, or a middle name printed whole), the title in blue on the line below; one contact row between rules, each value after an SVG icon and the values between vertical bars (phone | e-mail | LinkedIn\'s logo before "linkedin.com/in/username" | "Town, Region"); blue capital headings beside a rule; "PROFILE"; "EXPERIENCE" with "MM/YYYY – MM/YYYY" or "– Present" in a 32 mm left column beside the title in bold over "Company, Town" and bullets; "EDUCATION" with "YYYY – YYYY" beside the school in bold over "Degree, Area"; "SKILLS" as a three-column grid of groups, each group\'s name as a small heading over its keywords one a line, single skills under "Other skills" with their level words ("Python — Advanced"), or under "Core skills" in three columns where there is no group; "LANGUAGES" as "Name: level" in a row', workDates: 'month', eduDates: 'year', degree: true, batch: 14, local: true, needs: { nameStyles: ['capitals', 'familyFirst', 'middle', 'plain'] }, french: FRENCH['dates-left-groups'] },
};

module.exports = { THEMES };
