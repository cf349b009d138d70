#!/usr/bin/env node
'use strict';
/**
 * Makes the tuning part's sources and manifest (committed):
 *   node scripts/resume-corpus/tuning/generate.js [--count 80] [--seed 12]
 *   node scripts/resume-corpus/tuning/generate.js --append [--count 48] [--seed 34]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 3 [--count 32] [--seed 56]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 4 [--count 32] [--seed 79]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 5 [--count 32] [--seed 91]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 6 [--count 32] [--seed 113]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 7 [--count 32] [--seed 127]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 8 [--count 32] [--seed 139]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 9 [--count 32] [--seed 151]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 10 [--count 32] [--seed 163]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 11 [--count 32] [--seed 181] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 12 [--count 32] [--seed 193] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 13 [--count 32] [--seed 211] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 14 [--count 32] [--seed 223] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 15 [--count 32] [--seed 239] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 16 [--count 32] [--seed 251] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 17 [--count 32] [--seed 263] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 18 [--count 32] [--seed 277] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 19 [--count 32] [--seed 281] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 20 [--count 32] [--seed 293] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 21 [--count 32] [--seed 307] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 22 [--count 32] [--seed 313] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 23 [--count 32] [--seed 317] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 24 [--count 32] [--seed 321] [--work DIR]
 *   node scripts/resume-corpus/tuning/generate.js --append --batch 25 [--count 32] [--seed 331] [--work DIR]
 * --append keeps the manifest's entries and their sources as they are and adds --count entries
 * after them: with --batch 2 (the default) the second batch's themes (themes.js batch 2) and
 * broader profiles (makeBroadProfile), as made tune-081..128; with --batch 3 the third batch's
 * themes (themes.js batch 3) and the wider profiles (makeBroadProfile with `wide`: more US resumes,
 * Irish ones, titles with a comma, software and nursing), about two English entries for one French
 * one, every theme in both languages, as made tune-129..160; with --batch 4 the fourth batch's
 * themes (themes.js batch 4) and its own vocabulary (makeProfile4: Belgian, Swiss, Quebec and
 * Canadian resumes beside French, British, American and Irish ones, eight sectors, skills as
 * resumes write them), as made tune-161..192; with --batch 5 the fifth batch's themes (themes.js
 * batch 5) and its wider vocabulary (makeProfile5: family names with particles or of two words,
 * hyphenated given names, apostrophes, e-mail and LinkedIn handle shapes, more phone styles, a
 * software sector, skills with versions and symbols, CEFR levels), 12 French and 20 English, more
 * images (pdf 10, docx 5, doc 3, png 7, jpeg 7), as made tune-193..224; with --batch 6 the sixth
 * batch's themes (themes.js batch 6) and its vocabulary (makeProfile6: the fifth batch's career
 * drawn by the same helper, candidates whose families come from Poland, Portugal, the Netherlands,
 * Vietnam, the Arab world and Spain, a middle name or initial printed, e-mail addresses with plus
 * signs, digits, dots and hyphens, the LinkedIn profile as a URL with a slash at its end,
 * "linkedin.com/in/handle", "in/handle", a bare handle or the website, a product and design sector
 * with UX/UI, .NET, C#, CI/CD and "Gestion de projet"), 12 French and 20 English, two French entries
 * for each theme, the fifth batch's format shares, as made tune-225..256; with --batch 7 the seventh
 * batch's themes (themes.js batch 7) and its vocabulary (makeProfile7: French resumes from Morocco,
 * Luxembourg and Senegal, English ones from Australia and India, with their names, addresses,
 * employers, schools, degrees and phone styles, "Family, Given" names, a data sector whose skill
 * groups are "Languages", "Tools", "Frameworks" and "Cloud", LinkedIn URLs on a country sub-domain
 * and handles printed as "in/handle", "/in/handle" or "@handle"), 12 French and 20 English, two
 * French entries for each theme, the fifth batch's format shares, as made tune-257..288; with --batch 8
 * the eighth batch's themes (themes.js batch 8) and its vocabulary (makeProfile8: English resumes from
 * Germany, Austria, Spain, Italy, Portugal, Brazil, Poland, Nigeria, Vietnam, Ireland and Canada,
 * French ones from Lebanon, Vietnam, Italy, Spain, Portugal, Germany and Austria, with their names
 * (apostrophes, hyphens, particles, two given names, family names in capitals), addresses, employers,
 * schools, degrees (Diplom, Laurea, Licenciatura, Magister, HND, Master 2, BTS, PhD) and numbering
 * plans; e-mail addresses with plus-tags, digits, hyphens, provider sub-domains or the employer's
 * domain; LinkedIn URLs with or without scheme and www., on a country sub-domain, handles with
 * LinkedIn's hex suffix; seven sectors whose skills carry symbols: SAP S/4HANA, C++, Node.js, CI/CD),
 * 12 French and 20 English, two French entries for each theme, the fifth batch's format shares, as
 * made tune-289..320 (--seed 139); with --batch 9 the ninth batch's themes (themes.js batch 9) and its
 * vocabulary (makeProfile9: English resumes from the United Kingdom, the United States, the
 * Netherlands, Sweden, South Africa, India, Singapore, Mexico, Greece, Turkey, Romania and Japan,
 * French ones from Belgium, Switzerland, Quebec, Tunisia, Algeria, Côte d'Ivoire, Cameroon and
 * Madagascar, every country met once or twice in 32 entries; compound and two-word given names, two
 * family names, particles, apostrophes, short and long names, a middle initial, names in capitals or
 * family name first; e-mail addresses as initial and family name, family.given, with digits, plus-tags
 * or the employer's domain; LinkedIn URLs with or without scheme and www., on a country sub-domain,
 * with a slash at the end, hex-suffixed handles, some candidates without; eight sectors (pharma, civil
 * engineering, hospitality, marketing, teaching, law, logistics, finance) with acronyms, versions and
 * symbols in their skills; one job to six; education with both dates, the end only, the end year only
 * or none), 12 French and 20 English, two French entries for each theme, the fifth batch's format
 * shares, as made tune-321..352 (--seed 151). Truth rules of the ninth batch: an education ending with
 * a year alone ("2016") ends with that year; a LinkedIn URL wrapped at one of its handle's hyphens,
 * which pdftotext drops at the line's end, is the handle too. With --batch 10 the tenth batch's
 * themes (themes.js batch 10: six templates of the corpus's own in local-themes/, for want of new npm
 * themes the registry serves: a Europass CV with its CEFR grid, a word-processor table, a Canva-style
 * sidebar with bars, a timeline with dots, an executive serif page, a grey right column) and its
 * vocabulary (makeProfile10, the ninth batch's builder countryProfile with its own tables: English
 * resumes from Canada, New Zealand, Ireland, Nigeria, Kenya, Ghana, the Philippines, Pakistan, Egypt,
 * Israel, Czechia and Denmark, French ones from France and its overseas departments (Réunion,
 * Guadeloupe, Martinique), Belgium, Switzerland, Luxembourg, Monaco, Haiti, Senegal and Morocco;
 * nursing, retail, HR, cybersecurity, architecture, journalism, agriculture and aviation; e-mail
 * addresses printed with capitals, the candidate's own domain; a quarter without LinkedIn), 12 French
 * and 20 English, two French entries for each theme, more images (pdf 9, docx 5, doc 3, png 8, jpeg
 * 7), as made tune-353..384 (--seed 163). Truth rule of the tenth batch: an e-mail address printed
 * with capitals ("Levi.Yael@…") is the address in lower case (the truth's facts are lower case; the
 * text check folds case); a language's level the page does not print (the Europass CV's mother tongues,
 * a level cut off at an image's end) is null, its CEFR level too unless the theme shows it otherwise
 * (themes.js languageGrid: the Europass heading and self-assessment grid). With --batch 11 the eleventh
 * batch's themes (themes.js batch 11: six more local templates: a coloured header band with white icon
 * contact lines, a LinkedIn profile saved as PDF, a French CV with its "État civil", a compact US resume
 * with "Languages: / Frameworks: / Tools:" skill rows, letter-spaced headings with the name on two lines,
 * the contact in the page footer with glyph icons) and its vocabulary (makeProfile11: English resumes from
 * Ukraine, Malaysia, Vietnam, Poland, Portugal, Brazil, Romania, South Africa, Singapore, India, the UAE
 * and Colombia, French ones from Quebec, Lebanon, Tunisia, Algeria, Cameroon, Côte d'Ivoire, Benin, the
 * DR Congo, Mauritius, Togo and France; renewable energy, telecoms, mining, software, humanitarian work,
 * automotive quality, physiotherapy and insurance), 12 French (every cv-francais entry) and 20 English
 * (every compact-us entry), images first (png 10, jpeg 10, pdf 6, docx 4, doc 2), as made tune-385..416
 * (--seed 181; --work DIR renders them outside the build cache). Truth rules of the eleventh batch: a
 * title before the name ("Dr.", "Ing.", "inż.", "Eng.") or letters after it (", PhD", ", MBA", ", ing.")
 * are not the name: firstName and lastName are the person's names alone, whatever the order, capitals or
 * letter-spacing the page prints ("DUPONT Marie", "Marie" over "DUPONT", "M a r i e"); a family name of
 * two words without a particle ("Sousa Ferreira", "Kabongo Mukendi") or two given names are printed only
 * where the family name stands apart (in capitals, first, or after a comma), so a reader can tell them;
 * where a mobile and a landline are printed, the phone is the mobile (printed first, labelled "Mobile" /
 * "Portable" where the page labels them); a skill group's name ("Languages:", "Frameworks:", "Top
 * Skills") is no skill, and the programming languages under "Languages:" are skills, not spoken languages;
 * the LinkedIn export's "Top Skills" prints three skills: the others are not expected; a birth date ("Née
 * le 22/04/1990") is no date of the career. With --batch 12 the twelfth batch's themes (themes.js batch 12:
 * six more local templates in the manner of Canva, Word and Google Docs resumes: a round photo placeholder
 * with initials beside the given name over the FAMILY NAME and icon + value contact pairs; a full-height
 * dark sidebar in white text; a coloured monogram with the family name in another colour, dates in a
 * gutter and skill pills; a Word-like academic CV of two-column tables; a centred minimal page with one
 * contact line and "Key Skills" in two columns; an infographic over two pages with percentage circles and
 * a timeline) and its vocabulary (makeProfile12: English resumes from Scotland, Wales, Jamaica, Trinidad
 * and Tobago, Kenya, Zimbabwe, Hong Kong, Taiwan, Korea, Chile, Argentina, Turkey, Israel, Finland and
 * Norway, French ones from Brittany, Alsace, Corsica, Belgium, Switzerland, Quebec, Morocco, Gabon,
 * Congo-Brazzaville, Burkina Faso, Haiti and New Caledonia; veterinary, aerospace, fashion buying, public
 * administration, biotech, events, translation and real estate; two jobs to six; a third without
 * LinkedIn), 12 French and 20 English (the k-th entry of theme j French when k % 3 is j % 2), images first
 * (png 11, jpeg 9, pdf 7, docx 3, doc 2), as made tune-417..448 (--seed 193). Truth rules of the twelfth
 * batch: the initials in a photo placeholder or a monogram are not the name; a name the page lays out in
 * two parts (the given name over the FAMILY NAME, the family name in another colour, "FAMILY, GIVEN" in
 * spaced capitals) is firstName and lastName as for any other; a skill's percentage or bar is no level of
 * the truth's (skills are names only); an image of the two-page infographic expects only what its first
 * page prints (its education, on page 2, is not expected). With --batch 13 the thirteenth batch's themes (themes.js
 * batch 13: six more local templates of two columns with a narrow gutter, in the manner of Word, Canva, Google Docs,
 * Overleaf and resume-builder pages: a grey right sidebar with "Skills" at the height of "Experience", level words
 * after the skills and the contact low in the sidebar, then "Education" across the page; a pale narrow left sidebar
 * with a long name wrapped in it, an "in" box before the handle alone and a two-column skills grid; a Google Docs
 * page whose columns start after a full-width profile, skills between middle dots and "in/handle" low in the right
 * column; an Overleaf page with "FAMILY Given", SVG icon contacts and comma-separated skills; a resume-builder page
 * with a compound given name or a middle initial, "Skills" across the page as a three-column grid with level words
 * and the contact only in the footer; a full-height teal right column with the contact beside the name on two
 * lines) and its vocabulary (makeProfile13: English resumes from Australia, the Netherlands, Sweden, Iceland,
 * Estonia, Japan, Thailand, Indonesia, Peru, Uganda, Tanzania, Sri Lanka, Bangladesh, Greece and the United States,
 * French ones from Mali, Niger, Guinea, Chad, Rwanda, Burundi, Djibouti, Mauritania, the Comoros, French Guiana,
 * French Polynesia and the Central African Republic; shipping and ports, dentistry, museums, water engineering,
 * sport, food science, urban planning and game development; two jobs to five, one or two degrees, 6 to 14 skills,
 * one to four languages; a third without LinkedIn, one or two of each theme's entries), 12 French and 20 English (the k-th
 * entry of theme j French when k % 3 is j % 2), images first (png 12, jpeg 10, pdf 6, docx 2, doc 2), as made
 * tune-449..480 (--seed 211). Truth rules of the thirteenth batch: a skill's level word printed after it ("Python —
 * Expert", "Microsoft Excel — Advanced") is no part of its name (skills are names only, as for percentages); the
 * LinkedIn handle printed alone after an "in" box or LinkedIn's icon, or as "in/handle", is the profile (the
 * fourth batch's rule on a bare handle); a middle initial printed between the given and the family name ("Tanel K.
 * Tamm") is no part of firstName (the sixth batch's rule), while a compound given name ("Jean-Baptiste", "Mary Ellen"
 * before a family name in capitals) is firstName whole; the contact a template prints only in its footer is on the
 * first page, so an image expects it. With --batch 14 the fourteenth batch's themes (themes.js batch 14: six more local
 * templates whose contact lines carry icons or stand in one row between bars or bullets, the LinkedIn profile printed as
 * the username alone after LinkedIn's logo or an "in" badge, as "LinkedIn: username", as "linkedin.com/in/username" or as
 * the whole https URL wrapped onto two lines in a narrow sidebar; names with a middle name, credentials after them, "Dr."
 * before them, the family name in capitals first or last, the title on the name's line after a dash, a large
 * letter-spaced face; skills as pills, group rows "Frontend: React, Vue.js", group headings over their keywords, one
 * comma list, level bars or dots; the dates in a left column, the company before the title, "Title — Company | Town" on
 * one line, the school before the degree or after it) and its vocabulary (makeProfile14: the thirteenth batch's countries
 * with people of their own and full middle names, a data and a software sector beside its eight; e-mail addresses with
 * dots, hyphens, digits, the initial alone or a nickname; LinkedIn handles with the names and a hex suffix, the initial
 * and family name, with a dot ("a.konate-88"), or a nickname unrelated to the name ("kestrel-works"); a personal website
 * for some), 12 French and 20 English as in the twelfth batch, images first (png 10, jpeg 10, pdf 8, docx 2, doc 2), a
 * quarter without LinkedIn, as made tune-481..512 (--seed 223). Truth rules of the fourteenth batch: credentials after the
 * name (", MBA", ", PhD", ", DDS", ", Ph. D.", ", ing.") and "Dr."/"Dr" before it are no part of lastName or firstName (the
 * eleventh batch's rule); a middle name printed whole between the given and the family name ("Adama Sidiki Konaté") is no
 * part of firstName (the sixth batch's rule), and is printed only beside a single given name (a two-word given name,
 * "Anna Lena HEDLUND", is firstName whole); the title printed on the name's line after a dash ("Jordan O'CONNELL — Engine
 * Programmer") is no part of the name; a username printed alone after LinkedIn's logo or an "in" badge, after
 * "LinkedIn:", or as "linkedin.com/in/username" is the profile linkedin.com/in/<username>, and so is the whole URL wrapped
 * onto two lines (the eighth batch's rule), whatever the handle holds (a dot, a nickname unrelated to the name); a
 * personal website after a globe icon is no LinkedIn profile; a skill group's name ("Frontend:", "Cloud & Data", "Core
 * skills", "Other skills") is no skill, nor is a level bar, dot or word part of a skill's name. With --batch 15 the
 * fifteenth batch's themes (themes.js batch 15: six more local templates, most entries rendered as images: a "modern
 * minimal" page in small grey type with a three-column header of labelled contact values ("E-MAIL:", "PHONE:", "LINKEDIN"
 * over "linkedin.com/in/username", "BASED IN:") and "Technical proficiencies" in three columns; a centred header with a
 * round photo placeholder (a silhouette), the name in spaced capitals, a row of SVG icon contacts beneath with
 * "in/username", skills under "Expertise" with five stars; a card-based page of white boxes on a tinted background with
 * "FAMILY Given", labelled contact rows ("Email:"/"Courriel :", "Mobile:"/"Portable :", "LinkedIn: username") and skills
 * under "Toolbox"/"Boîte à outils" as a two-column grid of boxed tags; section headings in a left gutter beside their
 * content, one glyph contact line (✉, ☏, the whole https LinkedIn URL as given), skill group rows under "Areas of
 * expertise"/"Domaines d'expertise"; a two-page resume whose navy header band (name, title, "phone | e-mail |
 * www.linkedin.com/in/username | Town") repeats on each page, skills as one comma list under "What I do"/"Atouts", the
 * education on page 2; a burgundy LEFT sidebar in white text with the given name over the FAMILY NAME in spaced capitals,
 * "linkedin.com/in/" on one line and the username on the next, skills under "Key skills"/"Compétences clés" over level
 * bars) and its vocabulary (makeProfile15: the fourteenth batch's people and countries in another order; e-mail
 * addresses with plus-tags ("s.edouard+cv@…"), digits, hyphens, the family name first and long provider domains
 * ("webmail.example-network.co.uk", "inbox.example-telecom.ca", "post.example-services.fr"); LinkedIn handles of letters,
 * digits and hyphens only; a quarter without LinkedIn), 12 French and 20 English as in the twelfth batch, images first
 * (png 11, jpeg 11, pdf 6, docx 2, doc 2), as made tune-513..544 (--seed 239). Truth rules of the fifteenth batch: the
 * name printed in capitals by the page's style (CSS text-transform: "YUKA ISHIKAWA", "NAMKOÏSSE"), letter-spaced, or
 * in a sidebar over two lines is firstName and lastName in the profile's own capitals (the eleventh batch's rule); a
 * contact value after a label ("E-mail:", "Courriel :", "LinkedIn:", "Town:") or a glyph is the value alone; the
 * username printed as "in/username", after "LinkedIn:" or as "linkedin.com/in/" over the username on the next line is the
 * profile linkedin.com/in/<username> (the thirteenth and fourteenth batches' rules); a skill heading the earlier batches
 * did not use ("Technical proficiencies", "Expertise", "Toolbox", "Areas of expertise", "What I do", "Key skills" and
 * their French) opens the skills as "Skills" does; a skill's stars or bar are no part of its name, a group's name no
 * skill; a boxed tag or a starred skill wrapped onto two lines is one skill; an image of the two-page resume expects only
 * what its first page prints (its education, on page 2, is not expected: the twelfth batch's rule). With --batch 16 the
 * sixteenth batch's themes (themes.js batch 16: six more local templates, 22 of 32 entries images: a slate LEFT sidebar
 * beside the experience at the same height, a 4 mm gutter, with unlabelled icon contact rows, one-word skill tags
 * ("Excel", "SAP", "Leadership", "Négociation") and languages over their levels; a French-CV page whose sand sidebar opens
 * with a round photo placeholder and the name centred under it, the given name in a light face over the FAMILY NAME in
 * bold teal; the name in large thin letters over a centred row of icon contacts without labels, LinkedIn's logo drawn as
 * a box before the username alone, the word "LinkedIn" nowhere; a Word-like PDF (no images) with the whole URL
 * "https://www.linkedin.com/in/username/" on one line in 7-point type, each company a bold line above its roles, two
 * roles at one company under one company line, the degree over the school in grey or the school first in bold, the dates
 * right-aligned; "Technical skills"/"Compétences techniques" as rows "Group: a, b, c", "Soft skills"/"Savoir-être" as one
 * comma line and "Interests"/"Centres d'intérêt"; a dense two-column page rendered only as a scan: greyscale, a slight
 * rotation, noise) and its vocabulary (makeProfile16, profiles.js's profileBuilder fed with the batch's tables: English
 * resumes from Lithuania, Croatia, Slovenia, Hungary, Georgia, Armenia, Kazakhstan, Nepal, Ethiopia, Mozambique, Angola,
 * Cape Verde, Paraguay, Uruguay and Bolivia, French ones from Quebec, Belgium, Switzerland, France's regions,
 * Mauritius, Madagascar, Senegal, Cameroon and Lebanon; their mobiles in national and international styles, E.164 in
 * the truth; pharmacy, logistics, banking compliance, hotel management, civil engineering, data protection, teaching and
 * accounting; a quarter without LinkedIn), 12 French and 20 English as in the twelfth batch, images first (png 11, jpeg
 * 11, pdf 6, docx 2, doc 2), as made tune-545..576 (--seed 251). Truth rules of the sixteenth batch: the name centred
 * under a photo placeholder, in a light face over the family name in bold capitals, or in large thin spaced letters, is
 * firstName and lastName as the profile writes them (the fifteenth batch's rule); a username printed alone after
 * LinkedIn's logo drawn as a box, with no word "LinkedIn" on the page, is the profile linkedin.com/in/<username> (the
 * thirteenth batch's rule), and so is the whole URL "https://www.linkedin.com/in/username/" printed in small type; a
 * contact value after an icon is the value alone; a company printed once above two roles is each role's company (two
 * experiences, each with its own title and dates); an education whose school stands above its degree or under it in
 * another colour is one entry; one-word skill tags are skills, a group's name ("Regulation:", "Réglementation :") no
 * skill, the soft skills under "Soft skills"/"Savoir-être" skills, and the interests under "Interests"/"Centres
 * d'intérêt" no skills (they are not the profile's skills); a language's level printed under or after it is its level.
 * With --batch 17 the seventeenth batch's themes (themes.js batch 17: six more local templates, 20 of 32 entries images: a
 * French "CV" in the manner of Canva, images only, with a terracotta block holding the FAMILY NAME large over the given name
 * small and the contact at the bottom of a right sidebar after round icons without labels; a header of one line in small
 * type "Name | Title | Town | phone | e-mail | linkedin.com/in/username", "Key Skills" in a three-column bullet grid and the
 * languages as one sentence ("Fluent in English and Spanish; conversational French."), PDF and images; a RIGHT column with
 * the education, short skills ("Python (advanced)") and the languages beside the experience, its sections lower than the
 * left column's; an "ATS-friendly" Word page (DOCX, DOC and images, no PDF) with headings in capitals over a rule, each job
 * as "Company — Town", the title and "Month YYYY – Month YYYY" on three lines, each education as "School, Town", "Degree,
 * Area" and the year; a French CV with a table of "Informations personnelles" ("Nom :", "Prénom :", "Adresse :", "Tél :",
 * "E-mail :", "LinkedIn :") and the years in a left column ("2019 – 2022", "Depuis 2023"), images only; a photo-style header
 * with a grey square placeholder, the contact in two columns of icon rows, long e-mail addresses and LinkedIn as
 * "/in/username" or "www.linkedin.com/in/username/") and its vocabulary (makeProfile17, profileBuilder fed with the batch's
 * tables: English resumes from Ireland with Irish-language names, the Basque Country, Andorra, Malta, Cyprus, Iceland, the
 * Faroe Islands, Latvia, Moldova, Albania, North Macedonia, Montenegro, Azerbaijan, Mongolia, Cambodia, Fiji, Jamaica and
 * Guyana, French ones from Provence, Normandy, Alsace, Lorraine, Auvergne, Brittany, Savoie, Wallonia, Valais, Quebec,
 * Acadia, Haiti, Togo, Benin, Niger, Réunion and Madagascar; their mobiles in national and international styles, E.164 in
 * the truth; nursing homes, wine making, railway maintenance, customs brokerage, podcast production, occupational therapy,
 * cybersecurity audit and procurement; a quarter without LinkedIn), 14 French (three of each French-CV theme's entries, two
 * of each other's) and 18 English, images first (png 10, jpeg 10, pdf 7, docx 3, doc 2), as made tune-577..608 (--seed
 * 263). Truth rules of the seventeenth batch: the FAMILY NAME printed large over the given name, or given apart after "Nom
 * :" and "Prénom :" ("Name:", "First name:"), is lastName and firstName as the profile writes them (the fifteenth batch's
 * rule on capitals); the name at the head of a one-line header "Name | Title | …" is the name alone, the title after the
 * bar no part of it; a contact value after a label or a round icon, at the bottom of a sidebar or in two columns, is the
 * value alone; "/in/username" and "www.linkedin.com/in/username/" (its slash no part of the handle) are the profile
 * linkedin.com/in/<username> (the thirteenth batch's rule); a long e-mail address wrapped after its "@" is one address; a
 * skill's level in parentheses ("Python (advanced)", "Excel (expert)") is no part of its name (the thirteenth batch's rule
 * on level words); the languages named in a sentence ("Fluent in English and Spanish; conversational French.") are the
 * languages, with neither level nor CEFR level (themes.js languageLevels false: the sentence's words are not the
 * profile's level words); a job printed as "Company — Town", the title and its dates on three lines is one experience, and
 * an education as "School, Town", the degree and the year one entry whose school is the school alone (its town no part of
 * it) and whose end is that year (eduDates 'endYear'); the years in a left column ("2019 – 2022", "Depuis 2023") are the
 * dates at year precision, "Depuis 2023" a current job begun in 2023 without an end.
 * With --batch 18 the eighteenth batch's themes (themes.js batch 18: six more local templates in the manner of resumes people
 * send, 18 of 32 entries images: a Word "modern" resume (DOCX, DOC and PDF) whose jobs are the title in bold with the dates
 * right-aligned on its line and "Company, Town" in italics on the next, each education "Degree, Area", "School — Town" and
 * the year, the skills in a two-column table; a narrow LEFT sidebar, images only, with the e-mail wrapped after its "@" and
 * LinkedIn as "LinkedIn" over the username or "linkedin.com/in/" over the username; a French "CV" of three-cell table rows
 * ("2019 – 2023 | Juriste | Cabinet, Lille", "2016 – 2018 | Master Droit des affaires | Université de Lille") with
 * "Informatique : Word, Excel" and "Qualités : rigueur, autonomie", PDF and images; a two-page resume (PDF, DOCX, images of
 * page 1) with the header on page 1 only, "Core Competencies" as nine items in a 3x3 grid, "Certifications", "Volunteer
 * Experience" and "References available upon request" on page 2; a Canva-style page, images only, with a large photo circle
 * at the right of the header, skills as the name over a progress bar, languages beside five dots and LinkedIn as an "in"
 * logo before "/in/username"; a compact Word page scanned to JPEG only, the name in small capitals, one contact line between
 * "◆" or "|" and underlined headings) and its vocabulary (makeProfile18, profileBuilder fed with the batch's tables, each
 * region printed as its ISO country: English resumes from the Scottish Gàidhealtachd, Wales, Cornwall, the Isle of Man,
 * Sardinia, Sicily, Friuli, the Ladin Dolomites, Galicia, Asturias, Friesland, Lusatia (Sorbian), Graubünden (Romansh) and
 * Sápmi, French ones from Picardie, Limousin and Berry, Bourgogne, Franche-Comté, Gascogne, the Pays basque, Corse, the Swiss
 * Jura, Liège and Namur, Gaspésie, Saguenay, Guadeloupe, Mayotte and Saint-Pierre-et-Miquelon; their mobiles in national and
 * international styles validated by libphonenumber, E.164 in the truth; air traffic control, forestry, court clerks, sign
 * language interpreting, brewing, orthoptics, fire safety and payroll; a quarter without LinkedIn), 14 French (three of the
 * French-CV theme's entries and of the Word theme's, two of each other's) and 18 English, images first (png 9, jpeg 9, pdf 8,
 * docx 4, doc 2), as made tune-609..640 (--seed 277). Truth rules of the eighteenth batch: a job's title in bold with its
 * dates right-aligned on the same line and "Company, Town" in italics on the next is one experience whose company is the
 * company alone (the town no part of it); "School — Town" under a degree is one education whose school is the school alone,
 * ending with the year printed under it (eduDates 'endYear'); an e-mail address wrapped after its "@" (or at a dot or hyphen
 * of its domain) in a narrow sidebar is one address; "LinkedIn" over the username, "linkedin.com/in/" over the username, and
 * "/in/username" after LinkedIn's logo are the profile linkedin.com/in/<username> (the thirteenth and fifteenth batches'
 * rules); the three cells of a table row ("2019 – 2023 | Title | Company, Town", "2016 – 2018 | Degree Area | School") are
 * one experience or education at year precision, "2021 – Present" ("2021 – Aujourd'hui") a current job begun in 2021; a
 * labelled skill row's label ("Software:", "Informatique :", "Qualities:", "Qualités :", "Operations:") is no skill, its
 * items are skills, the qualities too (the sixteenth batch's rule on soft skills); the nine items of "Core Competencies" are
 * skills; the certifications under "Certifications" are no skills, the roles under "Volunteer Experience" no experiences
 * (they are in the source's certificates and volunteer, not in its work: the truth has no field for them), and "References
 * available upon request" no fact; an image of the two-page resume expects only page 1 (its education, languages,
 * certifications and volunteer roles are on page 2: the twelfth batch's rule); a skill's progress bar is no part of its
 * name, and a language's five dots no level: the languages of the Canva page are their names alone, without level or CEFR
 * level (themes.js languageLevels false, the seventeenth batch's rule); the name in small capitals by CSS is firstName and
 * lastName as the profile writes them (the fifteenth batch's rule on capitals).
 * With --batch 19 the nineteenth batch's themes (themes.js batch 19: six more local templates in the manner of resumes people
 * send, 20 of 32 entries images: a Word resume (DOCX, DOC and PDF) whose jobs are the COMPANY in bold capitals (Word's Caps)
 * with the dates right-aligned on its line and the title in italics on the next, the SCHOOL so over "Degree, Area", the
 * skills as "Technical: a, b" and "Soft: a, b" rows; a page with a RIGHT sidebar 35% wide, images only, "Skills" there a
 * bulleted list of one- to three-word items at the height of the main column's "Experience", with "Languages" and
 * "Certifications"; a French "CV" (PDF and images) with the dates in a left column, the title in bold over "Company |
 * Town", the degree over the school in small grey capitals on the next line; a dark header band, images only, with the
 * name and the icon contacts in white on one line ("linkedin.com/in/username") and the skills as a tag cloud of pills in a
 * left sidebar; a "Europass-lite" CV (PDF and images) with a left label column ("Work experience", "Education and training",
 * "Personal skills", "Mother tongue(s)", "Other language(s)") and "LinkedIn: username" without URL; a one-column resume
 * scanned to JPEG only with "Areas of Expertise" in two columns of bullets, "Tools: X, Y, Z" under "Technical Skills" and an
 * e-mail with a plus-tag or digits) and its vocabulary (makeProfile19, profileBuilder fed with the batch's tables, each
 * region printed as its ISO country: English resumes from Hawaiʻi, Aotearoa (Māori names), Nunavut (Inuit names),
 * Greenland, the Tibetan communities of India, Bhutan, the Maldives, Brunei, Timor-Leste, Papua New Guinea, Vanuatu, Tonga,
 * the Seychelles, Mauritius, Botswana, Namibia, Zambia and Sierra Leone, French ones from Nouvelle-Aquitaine, Occitanie, the
 * Grand Est, the Pays de la Loire, Neuchâtel, Fribourg, Hainaut, the Belgian province of Luxembourg, Outaouais, Abitibi,
 * Martinique, Guyane, Wallis-et-Futuna and Djibouti; their mobiles in national and international styles validated by
 * libphonenumber, E.164 in the truth; e-mail addresses with digits or plus-tags; elevator maintenance, museum conservation,
 * veterinary nursing, offshore wind, microfinance, school counselling, beekeeping and dental technology; a quarter without
 * LinkedIn), 14 French (three of the Word theme's and of the French-CV theme's, two of each other's) and 18 English, images
 * first (png 10, jpeg 10, pdf 7, docx 3, doc 2), as made tune-641..672 (--seed 281). Truth rules of the nineteenth batch: a
 * company or a school printed in capitals by the page's style (Word's Caps, CSS text-transform: "OTIS", "UNIVERSITÉ DE
 * MONS") is the company or school as the profile writes it (the fifteenth batch's rule on capitals), and so is a school in
 * small grey capitals under its degree; a job whose company in bold capitals bears the dates right-aligned on its line and
 * whose title stands in italics on the next line is one experience of that title at that company; a degree on one line and
 * the school on the next, with "2015 – 2017" in the left column, is one education at year precision (the end year alone
 * where only it is printed); the dates in a left column ("mars 2019 – juin 2022", "03/2019 – Present") are the job's beside
 * them; a labelled skill row's label ("Technical:", "Soft:", "Techniques :", "Savoir-être :", "Tools:", "Outils :") is no
 * skill, its items are skills, the soft ones too (the sixteenth batch's rule on soft skills); the items of "Areas of
 * Expertise" (two columns of bullets), of a bulleted sidebar list and of a tag cloud are skills, one each; the certifications
 * under "Certifications" are no skills (they are in the source's certificates, not in its skills); "LinkedIn: username"
 * (the username alone) and "linkedin.com/in/username" in white on a dark band are the profile linkedin.com/in/<username>;
 * an e-mail address with a plus-tag or digits ("tabi.nerry+cv@…", "t.dorji1988@…") is the whole address, its tag and digits
 * included; the languages under "Mother tongue(s)" ("Langue(s) maternelle(s)") have no level and no CEFR level (null, the
 * tenth batch's rule), even where their level word is part of the label ("Mother tongue", "Maternelle": themes.js
 * motherTongues), those under "Other language(s)" the level printed beside them.
 * With --batch 20 the twentieth batch's themes (themes.js batch 20: six more local templates in the manner of resumes people
 * send, 18 of 32 entries images: a serif resume (PDF, DOCX, DOC and images) whose jobs are the title in bold, a line with
 * the dates and the town, one or two bullets and only then the company on its own line in grey italics with its contract
 * ("Acme Logistics · CDI"), or the title in bold over the company as a link followed by its website in grey ("Acme
 * Logistics · acme-logistics.fr"); a header (PDF and images) whose contact is inline SVG icon + value pairs without labels,
 * LinkedIn's "in" square before the username alone ("marie-dupont-4b2a1", "mdupont": no "linkedin" word, no URL), in a 2 x 2
 * grid or one centred row; a coloured full-height sidebar in light text, LEFT or RIGHT, images only, with the contact at its
 * top, "Skills" as a plain list of one or two words a line whose heading stands level with the middle of the experience
 * column, and languages beside five dots or over a bar; a compact English page scanned to an image with the contact line
 * "e-mail | phone | linkedin.com/in/username" in small light-grey type and "Skills:" followed by one comma paragraph on its
 * line after the experience; a two-column page (PDF and images) whose section headings stand in a label column 22% wide,
 * the first line of each section level with its heading, the skills and the languages ("Anglais — C1") as chips, SKILLS
 * before EXPERIENCE or after it and before LANGUAGES; a French "CV" (PDF, DOCX, DOC) whose education entries stand on one
 * line "Degree Area — School, Town" or as the degree over "School, Town" in grey, the years in the right margin, with
 * "En alternance" or "Mention Bien" lines under some and a secondary-school diploma last) and its vocabulary (makeProfile20,
 * profileBuilder fed with the batch's tables, each region printed as its ISO country: English resumes from Yorkshire,
 * London (Yoruba names), the West Midlands (Punjabi names), Northern Ireland, Texas, Ohio, California, Minnesota, Munster,
 * Dublin, Nova Scotia, Alberta, Manitoba, Queensland, Tasmania, New South Wales, Singapore and the Western Cape, French ones
 * from Île-de-France, Auvergne-Rhône-Alpes, the Hauts-de-France, Provence, Normandy, the Centre-Val de Loire, Brussels,
 * Walloon Brabant, Geneva, Vaud, Montréal, the Capitale-Nationale, Estrie and Montérégie; their mobiles in national and
 * international styles validated by libphonenumber, E.164 in the truth; e-mail addresses with dots, hyphens, digits or
 * plus-tags; logistics, hospitality, civil engineering, payroll, cybersecurity, archives, medical laboratories and
 * facilities; each job with its company's website and contract, each school with its town; a quarter without LinkedIn), 14
 * French (three of the late-company theme's and of the icon header's, two of the sidebar's and of the label column's, four
 * of the French CV's, none of the scan's) and 18 English, images first (png 9, jpeg 9, pdf 8, docx 4, doc 2), as made
 * tune-673..704 (--seed 293). Truth rules of the twentieth batch: a job whose company stands after its bullets on a line of
 * its own ("Acme Logistics · CDI") is one experience of the title above it at that company, its dates those under the title;
 * the contract after the middle dot ("CDI", "Full-time", "Intérim") is no part of the company; a company printed as a link
 * with its website after it ("Acme Logistics · acme-logistics.fr") is the company's name, the website no part of it (and no
 * LinkedIn profile); the username printed alone after LinkedIn's "in" square, no word "LinkedIn" on the page, is the
 * profile linkedin.com/in/<username> (the thirteenth and sixteenth batches' rule), whatever its shape ("mdupont",
 * "marie-dupont-4b2a1"); a heading in a label column beside its content opens that section as a heading over it does; each
 * chip under "Skills" is a skill, each chip under "Languages" ("Anglais — C1", "Français — Maternelle") a language with the
 * level printed after its dash (a CEFR code is the level and the CEFR level); the sidebar's plain list under "Skills" is
 * skills, one a line, and its languages beside dots or over a bar have neither level nor CEFR level (themes.js
 * languageLevels false, the seventeenth batch's rule); "Skills:" in bold at the head of a line is a label, no skill, the
 * comma list after it skills, and "Languages:" so ("Name (level)"); an e-mail address wrapped in a narrow sidebar is one
 * address (the eighteenth batch's rule); an education on one line "Degree Area — School, Town" is one entry whose school is
 * the school alone (the town no part of it: the seventeenth batch's rule) and whose years are those in the right margin, and
 * so is the degree over "School, Town" in grey; the lines under an entry that are no school ("En alternance", "Mention
 * Bien", "Apprenticeship", "First-Class Honours", "With Distinction") are no education of their own and no part of its
 * degree or school; the secondary-school diploma ("Baccalauréat général — Lycée Ampère, Lyon", "GCE A-levels — Lawnswood
 * School, Leeds") is an education as the others, its degree the diploma's name ("Baccalauréat général"), ending with the year
 * printed beside it.
 * With --batch 21 the twenty-first batch's themes (themes.js batch 21: six more local templates in the manner of popular
 * resume designs, 16 of 32 entries images: a page after the Harvard Office of Career Services Word template (DOCX, DOC, PDF
 * and images) with "Education" first, each school in bold capitals with its town at the right over "Degree, Area" with the
 * graduation date alone at the right, each job the company in bold with its town at the right over the title in italics with
 * its dates at the right, and "Skills & Interests" as labelled lines "Technical:" / "Skills:", "Language:" / "Languages:"
 * ("Name (level)" between commas, or "Name – level" between semicolons) and "Interests:"; a CV after the LaTeX class
 * moderncv (PDF and images) with a left column of dates and labels beside coloured heading bars, "Title, Company, Town."
 * entries, the contact right-aligned after SVG symbols (the username alone after LinkedIn's logo) or after bold letters ("M"
 * before the mobile, "E" before the e-mail), skill groups named in the left column beside bullets two a row or a comma list,
 * each language's name in the left column beside its level in bold; a resume after the LaTeX class Awesome-CV (PDF and
 * images) with a centred header, one line of icon contacts between vertical bars (LinkedIn's logo before the username alone
 * or "in/username"), headings whose first three letters stand in the accent colour ("Exp" + "erience"), each job the company
 * in bold with its town at the right over the title in small capitals with its dates at the right, skill rows of a bold
 * right-aligned group name and its items, the languages as rows of their own or as a last skills row "Languages"; Indeed's
 * profile exported to PDF (PDF and images) with the name over the headline, town, e-mail and phone one a line, jobs as the
 * title, "Company - Town" and "Month YYYY to Month YYYY" on three lines, "Degree in Area", skills as "Skill (5 years)",
 * languages as "Name - Level", "Links" with the whole LinkedIn URL near the end and "Certifications and Licenses", over two
 * pages where the career is long; a two-column page after Enhancv (PDF and images) in 9-point type with the name in
 * capitals, icon contacts, each job's dates after a calendar icon and its town after a pin, skills as underlined tags and
 * languages as the name over its level word beside five dots, the narrow column right or left; a two-column page after
 * resume.io's "Stockholm" and "Dublin" (PDF, DOCX and images) as one table row, a "Details" column (the address, the phone
 * and the e-mail, bare or under small "Phone"/"Email" labels, "Links" with the word "LinkedIn" alone as a link or
 * "linkedin.com/in/username", skills and languages over bars drawn as pictures) beside "Employment History" ("Title at
 * Company, Town" over "MAR 2019 — PRESENT") and "Education" ("Degree Area, School, Town")) and its vocabulary
 * (makeProfile21, profileBuilder fed with the batch's tables, each region printed as its ISO country: English resumes from
 * Merseyside, Louisiana (Cajun names), Connacht (Irish-language names: Ó Flaithearta, Ní Chonghaile), Ontario (Tamil
 * Canadian names), Victoria (Greek Australian names), Kerala, Gauteng, Auckland (Samoan names), Massachusetts (Portuguese
 * American names), Bristol, New Mexico (Hispano names), British Columbia (Cantonese Canadian names), Maharashtra (the
 * father's name as a middle name), Western Australia, Leicester (Gujarati names), Georgia, Canterbury and KwaZulu-Natal,
 * French ones from Brittany, Luxembourg City, Esch-sur-Alzette ("Ana Rita", "da Costa"), Liège, Charleroi (Di Stefano, Lo
 * Presti), the Valais, Biel/Bienne, the Laurentides, the Mauricie, the Gironde, Toulouse, Seine-Saint-Denis, Alsace and
 * Montpellier; their mobiles in national and international styles validated by libphonenumber (Luxembourg's 621/661/691,
 * India's ten digits, New Zealand's 02x, the regions' NANP area codes), E.164 in the truth; e-mail addresses as "given.f",
 * "familyg", "g.family+tag", digits, a capitalised "Given.Family@" or the candidate's own domain; speech and language
 * therapy, actuarial work, landscaping, video post-production, clinical research, social work, bakery and pastry, optics;
 * the resume's language at a working level at least where it is not the candidate's first; French titles epicene or in the
 * generic masculine; each school with its town; certifications; a quarter without LinkedIn), 14 French (two of the Harvard
 * page's, five of the moderncv CV's, two each of Awesome-CV's, Indeed's and Enhancv's, one of resume.io's:
 * twentyFirstLanguages) and 18 English, images first (png 8, jpeg 8, pdf 9, docx 5, doc 2), as made tune-705..736 (--seed
 * 307). Truth rules of the twenty-first batch: a heading printed in two colours ("Exp" + "erience", "For" + "mation") is the
 * heading whole; a job printed as the company in bold with its town at the right over the title with its dates at the right
 * (Harvard, Awesome-CV), as "Title, Company, Town." with its dates in the left column (moderncv: the full stop no part of
 * the company or the town), as the title, "Company - Town" and "Month YYYY to Month YYYY" (Indeed), as the title over the
 * company with a calendar icon before its dates and a pin before its town (Enhancv) or as "Title at Company, Town" ("… chez
 * …") over its dates (resume.io) is one experience of that title at that company, the town no part of it; "to Present" / "à
 * Aujourd'hui" is a current job; a school in capitals by CSS is the school as the profile writes it (the fifteenth batch's
 * rule), its town at the right or after a comma or " - " no part of it; the graduation date alone at the right of "Degree,
 * Area" is the education's end, without a start (eduDates 'end'); "Degree in Area" ("Licence en …") is the degree studyType
 * and area (the "in" no part of it); a skills label or group name ("Technical:", "Skills:", "Informatique :", "Modelling",
 * "Software", "Logiciels") is no skill, its items are skills, one each whether between commas, as bullets two a row or as
 * underlined tags; a skill's years in parentheses ("(5 years)", "(Less than 1 year)", "(Moins d’un an)") are no part of its
 * name (the seventeenth batch's rule on parentheses); the languages after "Language:" / "Languages:" / "Langues :" in
 * Harvard's "Skills & Interests", in an Awesome-CV skills row labelled "Languages" and in rows whose label column holds the
 * language's name (Awesome-CV, moderncv) are languages with the level printed beside them ("Name (level)", "Name – level",
 * the level in bold), no skills; the interests after "Interests:" are no skills (the sixteenth batch's rule); Indeed's "Name
 * - Level" bullets are languages with that level; Enhancv's language over its level word has that level (its dots no level);
 * resume.io's languages over bars have neither level nor CEFR level (themes.js languageLevels false, the seventeenth batch's
 * rule) and its skill bars are no part of the skills; the username alone after LinkedIn's logo, "in/username",
 * "linkedin.com/in/username" and the whole URL under "Links" are the profile linkedin.com/in/<username> (the thirteenth and
 * fourteenth batches' rules); resume.io's word "LinkedIn" alone is the profile where the document keeps its link (PDF, DOCX:
 * the first batch's rule on links) and none on an image; the bold letters "M" and "E" before the mobile and the e-mail and
 * the labels "Phone" and "Email" are no part of them; the certifications under "Certifications and Licenses" are no skills
 * (the eighteenth batch's rule); an image of Indeed's two-page export expects only its first page (the twelfth batch's
 * rule).
 * With --batch 22 the twenty-second batch's themes (themes.js batch 22: six more local templates in the manner of popular
 * resume designs, their contact blocks and skills sections as real resumes print them, 17 of 32 entries images): a page after
 * "Jake's Resume", the LaTeX template students share (PDF and images), with the name centred over ONE contact row between
 * vertical bars, after icons (LinkedIn's "in" logo before the username alone) or as text ("phone | e-mail |
 * linkedin.com/in/username"), "EDUCATION" first (the school in bold with its town at the right over "Degree in Area" in
 * italics with its dates), each job the title in bold with its dates at the right over the company in italics with its town,
 * and "TECHNICAL SKILLS" as rows "Languages: Kotlin, Swift", "Frameworks: …", "Developer Tools: …", the spoken languages as a
 * last row "Spoken Languages: Name (level), …" or as a section "LANGUAGES" of one line; a two-column page after Deedy's LaTeX
 * template (PDF and images) with the name in a thin face over "e-mail | phone | Town", a narrow left column of "EDUCATION"
 * (the school in capitals (CSS), "Degree in Area", "Jun 2017 | Town": the graduation date alone), "LINKS" ("LinkedIn://
 * username", or the whole URL "https://www.linkedin.com/in/username" wrapped in the column), "SKILLS" (each group's name as a
 * grey label line over its items between bullets) and "LANGUAGES" ("Name · level"), and a wide right column of "EXPERIENCE"
 * (each job "COMPANY | Title", then "Mar 2019 – Present | Town") and "CERTIFICATIONS"; a page after the Google Docs template
 * "Serif" (PDF, DOCX and images) with the contact at the top right one a line (the street, the town, the phone in bold, the
 * e-mail and "www.linkedin.com/in/username", or the e-mail in small light type and "in/username"), a wide column of
 * "EXPERIENCE" ("Company, Town — Title", then "MAR 2019 - PRESENT") and "EDUCATION" ("School, Town — Degree, Area") beside
 * a narrow one whose "SKILLS" heading stands level with "EXPERIENCE", then "LANGUAGES" and "CERTIFICATIONS"; a Word page
 * after Microsoft's "Polished" / "Modern chronological" templates (DOCX, DOC, PDF and images) with the name in capitals, ONE
 * contact row with LinkedIn in its middle and values after it ("Town, Region · LinkedIn: username · phone · e-mail", or
 * "phone | LinkedIn username | e-mail | Town" with the label in bold and no colon), each job's dates on a line of their own
 * over "TITLE, COMPANY" in capitals (CSS), each school's graduation month or year alone over "DEGREE AREA, SCHOOL", "SKILLS"
 * as two columns of bullets, "LANGUAGES" and "ACTIVITIES"; a page after Zety's "Cascade" (PDF and images) with a full-height
 * sidebar (navy at the left or teal at the right) of "Personal Info" labels over their values ("Phone", "E-mail" with a long
 * address wrapped, "LinkedIn" over "linkedin.com/in/username" or over the username alone, "Address"), "Skills" over bars or
 * beside five dots (no level word), "Languages" as the name over its level word and a bar, and a main column of rows whose date
 * column holds "2019-03 - Current" or "Mar 2019 - Current" beside the title in bold and "Company, Town" in italics, "Degree:
 * Area" and "School - Town"; a CV as the Europass online editor (2020 on) exports it (PDF and images) with the contact as one
 * run-on paragraph of bold labels and values ("Phone number: … (Mobile)", "Email address: …", "LinkedIn: " and the URL as the
 * profile gives it or "https://www.linkedin.com/in/username", "Address: …, Country (Home)"), each job "[ 01/03/2019 –
 * 30/06/2023 ]" or "[ 01/03/2019 – Current ]" over the title in bold, the company and "City: Town", each school so with "Degree
 * Area" in bold, "LANGUAGE SKILLS" as "Mother tongue(s): Name" and "Other language(s):" each name over the CEFR
 * self-assessment grid (the level's code in every cell, no level words) and the legend of levels, "DIGITAL SKILLS" as "My
 * Digital Skills" over the items between vertical bars) and its vocabulary (makeProfile22, profileBuilder fed with the
 * batch's tables through withRegionsAndExtras, each region printed as its ISO country: English resumes from Newfoundland,
 * Punjab (Sikh names: "Kaur" and "Singh" as middle names), Wisconsin (Hmong American names: "Mai Yer", "Pa Houa", Vang,
 * Xiong), Saskatchewan (Ukrainian Canadian names), South Australia (Barossa German names), Tyneside, Donegal, Michigan (Arab
 * American names from Dearborn), Puerto Rico, Jersey (Le Sueur, de Gruchy), Gibraltar, the Bahamas, Malawi, Telangana (Telugu
 * names: "Sai Kiran", "Naga Lakshmi"), Otago (Scottish New Zealand names) and eastern Kentucky (Appalachian names), French
 * ones from Roussillon (Catalan names), Marseille (Armenian French names), the mining basin of Lens (Polish French names),
 * Namur, Eupen (the German-speaking Community of Belgium), the north of Luxembourg, the Haute-Savoie, the Aosta Valley
 * (Valdôtain names), Pondicherry (Franco-Tamil names), Saint-Martin, the Bas-Saint-Laurent, Lanaudière, the Côte-Nord,
 * Prince Edward Island (Acadian names), Saint-Boniface and Sudbury; their mobiles in national and international styles
 * validated by libphonenumber (Jersey's 07797/07509/07829/07937, Gibraltar's eight digits from 5, the Bahamas' 242 mobile
 * exchanges, Malawi's 088/099, Puerto Rico's 787/939, Saint-Martin's 0690, Italy's 3xx without a trunk prefix, India's ten
 * digits, the regions' NANP area codes), E.164 in the truth; e-mail addresses as "given.family", "g.family", "familyg" with
 * digits, "given_family", a year, "family-given", a capitalised "Given.Family@", a plus-tag or the candidate's own domain, and
 * long ones on a provider's sub-domain with hyphens where the theme wraps them or prints them small (needs.longEmail);
 * LinkedIn handles with LinkedIn's hexadecimal suffix ("arnaud-gilson-f85cd55"), usernames that are not the name ("kpower26",
 * "keishla.f-dev", "mertens.k", "c-vang"), never inside the e-mail, URLs with or without "https://www."; nine sectors (mobile
 * app development, embedded firmware and bioinformatics, the technical ones Jake's and Deedy's resumes take: needs.tech, then
 * midwifery, HVAC engineering, libraries, fisheries and aquaculture, diagnostic radiography, watchmaking); by the theme's
 * needs the sector's skill groups ("Languages"/"Langages", "Frameworks", "Developer Tools"/"Outils", now and then
 * "Platforms"/"Plateformes"), short skills, skills with a level drawn as a bar (barSkills) or tools and techniques for
 * Europass's "Digital skills" (digitalSkills); the resume's language at a working level at least where it is not the
 * candidate's first; level words whose CEFR level common.js's cefrOf reads as the profile's, none that Europass's legend
 * prints; French titles epicene or in the generic masculine; each school with its town; certifications; 6 of 32 without
 * LinkedIn, one of each theme's: rankedProfile22), 16 French (two of Jake's, two of Deedy's, two of the Google Docs page's,
 * three of the Word page's, three of Zety's, four of the Europass CVs: twentySecondLanguages) and 16 English, images first
 * (png 9, jpeg 8, pdf 9, docx 4, doc 2), as made tune-737..768 (--seed 313). Truth rules of the twenty-second batch: a job
 * printed as the title in bold with its dates at the right over the company in italics with its town at the right (Jake's),
 * as "COMPANY | Title" over "Mar 2019 – Present | Town" (Deedy: the company in capitals by CSS is the company as the profile
 * writes it, the fifteenth batch's rule), as "Company, Town — Title" (Google Docs), as its dates over "TITLE, COMPANY" in
 * capitals by CSS (Word), as its dates in a left column beside the title over "Company, Town" (Zety) or as "[ dates ]" over
 * the title, the company and "City: Town" (Europass) is one experience of that title at that company, the town no part of
 * it; "Current" / "Actuel" and "Present" / "Aujourd'hui" are a current job; Europass's day of the month ("01/03/2019",
 * "30/06/2023") is no part of the month; "Degree in Area" ("Licence en Informatique"), "Degree: Area", "Degree, Area" and
 * "Degree Area" are the degree studyType and area (the "in", "en" or colon no part of it); the graduation date alone (Deedy's
 * "Jun 2017 | Town", the Word page's "June 2017" over the degree) is the education's end, without a start (eduDates 'end');
 * a skills label or group name ("Languages:", "Frameworks:", "Developer Tools:", "Platforms:", "Langages :", "My Digital
 * Skills") is no skill, its items are skills, one each whether between commas, bullets or vertical bars, over bars or beside
 * dots; the programming languages of a "Languages:" row are skills, no languages; the items of a "Spoken Languages" /
 * "Langues" row or section are languages with the level printed beside them ("Name (level)", "Name – level", "Name — level",
 * "Name · level"); Zety's skill bars and dots are no level and its language's level word is its level; Europass's "Mother
 * tongue(s)" languages have neither level nor CEFR level (the nineteenth batch's rule, motherTongues) and its other
 * languages the CEFR level of their grid without a level word (the tenth batch's rule, languageGrid), the legend's words no
 * level; "(Mobile)" and "(Home)" / "(Portable)" and "(Domicile)" are no part of the phone or the address; the username alone
 * after LinkedIn's logo or under a "LinkedIn" label, "LinkedIn: username", "LinkedIn username" within a contact row,
 * "LinkedIn:// username", "in/username", "www.linkedin.com/in/username" and the whole URL, wrapped or not, are the profile
 * linkedin.com/in/<username> (a username with a dot as it is printed; the thirteenth and fourteenth batches' rules); an
 * e-mail address wrapped in a narrow column or printed in small light type is the address whole.
 * With --batch 23 the twenty-third batch's themes (themes.js batch 23: six more local templates after popular resume designs
 * not imitated before, with skills sections placed as real resumes place them and LinkedIn printed in many ways, 17 of 32
 * entries images): a page after Novoresume's "Modern" / "Basic" templates (PDF and images) with the contact at the top right
 * as values before their icons and a narrow column of "SKILLS" as grey tags, "LANGUAGES" and "INTERESTS", either at the RIGHT
 * with "SKILLS" level with "WORK EXPERIENCE" and LinkedIn's logo before the username alone, or at the LEFT starting 14 mm
 * below its neighbour's first heading with the e-mail and "linkedin.com/in/username" in small light-grey type, each job the
 * title, the company, "03/2019 - Present" with the town and an "Achievements/Tasks" label over bullets; a page after Reactive
 * Resume's "Pikachu" (a left sidebar with a photo placeholder, icon contact rows with "linkedin.com/in/username" in small
 * light-grey type, skills over five dots, languages over level words, the name in a rounded accent box) or "Onyx" (one
 * column, ONE wrapping contact row with LinkedIn's logo before the username alone amid its items, "Skills" as three columns of
 * bold items, "Languages" as a three-column grid) (PDF and images); a two-column page after AltaCV, the LaTeX class shared on
 * Overleaf (PDF and images), with the name in capitals (CSS), the contact as wrapping icon items with
 * "linkedin.com/in/username" between the e-mail and the phone, "EXPERIENCE" (a calendar icon before "Mar 2019 – Ongoing", a
 * pin before the town) and "EDUCATION" beside "STRENGTHS" as outlined tags and "LANGUAGES" as "Name level" with five dots,
 * "STRENGTHS" level with "EXPERIENCE" or under "MY LIFE PHILOSOPHY" (the summary quoted), lower; a page after RenderCV's
 * "classic" (the name centred over ONE row of icon items with the username alone after LinkedIn's logo, "Education" first,
 * "Company, Title", "Skills" as rows "Category: a, b, c" and "Spoken languages: Name (level), …") or "sb2nov" ("e-mail | phone |
 * www.linkedin.com/in/username/" with the slash at its end, "Technical Skills" as a two-column table of the category and its
 * items, "Languages" as one line "Name — level · …") (PDF and images); a page after Microsoft Word's "Bold modern resume"
 * (DOCX, DOC, PDF and images) in tables, the given name over the family name in large capitals (CSS), either ONE contact row
 * "Town | phone | e-mail | LinkedIn: /in/username", "Title | Company | dates", "Degree in Area | School | 2017" and "SKILLS" as a
 * table of THREE columns of bullets, or the contact on two lines with "LinkedIn: linkedin.com/in/username/", the TITLE over
 * "Company · March 2019 – Present" and a closing table whose cells "SKILLS" and "LANGUAGES" have their headings level; a CV
 * after the French sites' student templates ("CV étudiant" as Jobteaser, CVDesignR and Canva's French gallery show them: PDF,
 * DOCX and images), either a coloured left column from the top of the page, above the name, of "Contact" labels over their
 * values (the e-mail in small light type wrapped after its "@", "linkedin.com/in/" and the username wrapped onto a second line
 * at one of its hyphens), "Skills" as bullets, "Languages" as "Name : level" and "Interests", "EDUCATION" first with "2015 –
 * 2018" at the left of each degree, or a dark header band with "LinkedIn : username" among four contact lines at the right
 * and a pale right column whose "Skills" heading stands 12 mm lower than "EDUCATION"; and its vocabulary (makeProfile23: the
 * twenty-second batch's builder, regions, people, careers, phones and sectors with the regions in another order, e-mail
 * addresses with dots, hyphens, digits and underscores on a provider's sub-domain or a long country domain
 * ("k.power-84@mail.example-telecom.co.uk", "didier_bich.1986@posta.example-vallee-aoste.it",
 * "…@courriel.example-bas-saint-laurent.qc.ca"), LinkedIn handles with hyphens, digits and LinkedIn's hexadecimal suffix
 * ("declan-g-gallagher-26593", "cwagener-1983"), the URL with a slash at its end half the time; skills by the theme's needs:
 * tags, every group of the sector (groupedSkills), nine to twelve items for three columns (threeColumns), else six to ten),
 * 16 French (three of Novoresume's, three of Reactive Resume's, two of AltaCV's, two of RenderCV's, two of the Word page's,
 * four of the student CV's: twentyThirdLanguages) and 16 English, images first (png 9, jpeg 8, pdf 9, docx 4, doc 2), 6 of 32
 * without LinkedIn (rankedProfile22's rule), as made tune-769..800 (--seed 317). Truth rules of the twenty-third batch: a
 * skill printed as a tag (chip) or an outlined tag, in a grid of two or three columns of bullets, beside or over dots, in a
 * column at either side whose heading stands level with, above or below the main column's first heading, or in a cell whose
 * heading is followed across the row by another section's heading ("SKILLS" | "LANGUAGES") is one skill of the truth; a
 * category ("Category:", a bold label in a table's left column, "Other:", "Spoken languages:" / "Langues :") is no skill, its
 * items are; the spoken languages of a "Spoken languages:" row are languages with the level in parentheses; a level word after
 * a language ("Name (level)", "Name — level", "Name – level", "Name : level", "Name level" before dots, the name over its
 * level word) is its level; "Achievements/Tasks" / "Réalisations/Missions", "MY LIFE PHILOSOPHY" and the summary are no
 * part of a job; "Ongoing" / "En cours" and "Present" / "Aujourd'hui" are a current job; "Degree in Area" is the degree
 * studyType and area (the "in" / "en" no part of it); the Word page's graduation year alone is the education's end year
 * (eduDates 'endYear') and the student CV's "2015 – 2018" its start and end years (eduDates 'year'); the username alone
 * after LinkedIn's logo (in a contact column, a centred row or amid a wrapping row), "linkedin.com/in/username" in small
 * light-grey type, "www.linkedin.com/in/username/" with its slash, "LinkedIn: /in/username", "LinkedIn : username" and
 * "linkedin.com/in/" over the username or the URL wrapped at one of the handle's hyphens onto a second line are the profile
 * linkedin.com/in/<username> (the thirteenth, fourteenth and twenty-second batches' rules); an e-mail address in small
 * light-grey type, wrapped after its "@" in a narrow column or among icon items is the address whole.
 * With --batch 24 the twenty-fourth batch's themes (themes.js batch 24: six more local templates after popular resume designs
 * not imitated before, with the CONTACT block as real resumes print it, 17 of 32 entries images): a CV after the LaTeX class
 * moderncv (PDF and images), either "banking" (the name centred over ONE row of small grey items after their symbols between
 * bullets "•", LinkedIn's logo before the username alone) or "casual" (no contact at the top: the contact in the page's
 * FOOTER, one row of 7.6-point light-grey items between bullets with "linkedin.com/in/username", dates in a left column); a
 * page after Kickresume's templates (PDF and images), either a full-height dark sidebar at the left with "CONTACT" as small
 * capital labels over WHITE values ("EMAIL", "LINKEDIN" over the URL without its scheme) or a dark band across the top with
 * four WHITE icon rows at the right (LinkedIn's logo before the profile's whole URL, "https://www." and all); a page after
 * Canva's "Minimalist" templates (PDF and images), either ONE contact row between thin rules in 7.6-point light-grey type
 * between vertical bars ("phone | e-mail | linkedin.com/in/username | Town") or a left column of "CONTACT" rows after grey
 * discs (the username alone after LinkedIn's logo) in 7.8-point grey; a page after FlowCV's templates (PDF and images), either
 * ONE wrapping row of icon items in the ACCENT colour (the URL without its scheme) or a "personal details" table of small
 * capital labels over values ("LINKEDIN" over "linkedin.com/in/username") with the headings in a left column; a page after
 * Google Docs' templates as downloaded (DOCX, DOC, PDF and images), either "Spearmint" (contact LINES under the name in small
 * grey type, the profile's whole URL "https://www.linkedin.com/in/username/") or "Modern Writer" (labelled lines "Mail: …",
 * "Phone: …", "LinkedIn: linkedin.com/in/username/" at the very top, a monospaced face); and a French CV after the templates
 * Welcome to the Jungle's articles show (PDF, DOCX and images), either a pale yellow left column of labelled lines ("E-mail :"
 * over the address, "Profil LinkedIn" over "linkedin.com/in/username") or a BLACK strip of WHITE 7.8-point items after yellow
 * labels between bullets ("Mail : … • Tél. : … • LinkedIn : username"); and its vocabulary (makeProfile24: regions of its own,
 * Cornwall, Cardiff, Bradford, Tasmania, Brisbane, Auckland, Cape Town and Singapore, Geneva, the Jura, Liège, Brussels,
 * Corsica, Finistère, Lyon and the Saguenay, with their names, homes, towns, employers, schools and mobiles, the sector's
 * employers of the batch's own; e-mail addresses with dots, hyphens, digits and plus signs on a country's domain
 * ("…@example-kernow.co.uk", "…+cv@bigpond.example.com.au", "…@example-leman.ch", "…@skynet.example.be", "…@free.example.fr"),
 * a capitalised "Given.Family@" printed now and then; LinkedIn handles with hyphens, digits and LinkedIn's hexadecimal suffix,
 * the URL with or without "https://www." and its slash), 16 French (three of moderncv's, three of Kickresume's, two of
 * Canva's, two of FlowCV's, two of the Google Docs page's, four of the Welcome to the Jungle CV's: twentyFourthLanguages) and
 * 16 English, images first (png 9, jpeg 8, pdf 9, docx 4, doc 2), 6 of 32 without LinkedIn (rankedProfile22's rule), as made
 * tune-801..832 (--seed 321). Truth rules of the twenty-fourth batch: an e-mail address or a LinkedIn profile printed in
 * small light-grey or coloured type, in white on a dark band, strip or sidebar, after a symbol, under or after a label
 * ("Email:", "E-mail :", "Mail:", "Mail :", "LinkedIn", "LINKEDIN", "Profil LinkedIn", "LinkedIn :"), between "|" or "•", in a
 * page's footer or in a side column, is the contact whole (the label, the symbol and the separators no part of it); the
 * username alone after LinkedIn's logo or a label, "linkedin.com/in/username", "www.linkedin.com/in/username/" and
 * "https://www.linkedin.com/in/username/" are the profile linkedin.com/in/<username> (the thirteenth, fourteenth,
 * twenty-second and twenty-third batches' rules); an address printed with capitals ("Given.Family@…") is the address in
 * lower case; a skill in a grid of columns, a tag or a row between commas is one skill; "Degree in Area" is the degree
 * studyType and area (the "in" / "en" no part of it); the Canva page's "2014 – 2017" its start and end years (eduDates
 * 'year'); "present" / "aujourd'hui" a current job.
 * With --batch 25 the twenty-fifth batch's themes (themes.js batch 25: six more local templates after popular resume designs
 * not imitated before, 15 of 32 entries images, 7 Word documents): LiveCareer's builder downloads (DOCX, DOC, PDF and images),
 * either "Professional" (the contact as right-aligned lines, "WORK HISTORY" with "03/2019 to Current" in a left column, the
 * graduation year alone beside "Degree: Area") or "Contemporary" (a centred row and "LinkedIn: linkedin.com/in/username",
 * "Title | Jan 2019 - Current"); MyPerfectResume's "Executive" (PDF, DOCX and images), either one serif column with "Core
 * Qualifications" in three columns and "January 2019 to Present" at the right of the company in capitals, or a navy left
 * column of white labelled lines ("LinkedIn" over "/in/username"); a German "Lebenslauf" in English (DOCX, DOC, PDF and
 * images), tables of dates or labels at the left ("Personal details" beside a photo frame, or the name FAMILY NAME FIRST as
 * "Surname:" and "First name(s):" rows; "03/2019 – present"; the place and date at the end); a Swiss French "CV suisse" (PDF,
 * DOCX and images), either the name FAMILY NAME FIRST in capitals with labelled contact lines at the right and "March 2019 –
 * Present" in a left column, or a pale grey left column with a photo frame and "Personal data"; Apple Pages' "Modern" and
 * "Informal" resumes (PDF and images), the years of each job alone ("2019 – Present") and the graduation year alone; and the
 * LaTeX "Twenty Seconds" (a pale sidebar, lower-case headings, skills over bars, LinkedIn's logo before the username) and
 * "Friggeri" (a dark band, a right-aligned aside of contact lines) CVs (PDF and images); and its vocabulary (makeProfile25:
 * Edinburgh, Belfast, Ottawa, Utrecht, Manila, Nairobi, San Antonio and Munich, Lausanne, the Brabant wallon, Nice,
 * Perpignan, Guadeloupe, Montréal, Lille and Kinshasa, with their names (compound given names "Mary Clare", "Maria Clara",
 * "José Luis", "Marie Claire"; family names with particles "van den Berg", "ter Horst", "dela Cruz", "de la Garza", "von der
 * Heide", "de Montmollin", "Van den Bossche", "Di Nota", "Ó Néill", "St. Pierre"), homes, towns, employers, schools and
 * mobiles; e-mail addresses with dots, underscores, hyphens, digits and plus signs; LinkedIn handles with hyphens, digits and
 * hexadecimal suffixes), 16 French (two of LiveCareer's, three of MyPerfectResume's, two of the Lebenslauf's, four of the CV
 * suisse's, two of the Pages resumes', three of the LaTeX CVs': twentyFifthLanguages) and 16 English, png 8, jpeg 7, pdf 10,
 * docx 5, doc 2, 6 of 32 without LinkedIn (rankedProfile22's rule), as made tune-833..864 (--seed 331). Truth rules of the
 * twenty-fifth batch: the twenty-fourth batch's for the contact; a name printed family name first ("MACLEOD Eilidh", "DE
 * MONTMOLLIN Aline", "Surname: van den Berg" / "First name(s): Sanne") is the given name and the family name with its
 * particle, a middle name printed after the given name no part of firstName; "Degree: Area" and "Degree in Area" are the
 * degree studyType and area; "to Current", "Current", "present", "Present" and "aujourd'hui" / "à ce jour" a current job; the
 * years alone of a Pages job its start and end years (workDates 'year'); the year alone beside a LiveCareer or Pages school
 * its end year (eduDates 'endYear'); the place and date under a Lebenslauf no job's; a skill in a column, a tag, a bar or a
 * row between commas one skill.
 * Batches 3 to 25 share one helper (appendBatch).
 * Without --append the first batch (tune-001..080) is made again.
 * 1. a seeded profile per entry (profiles.js), written to test/fixtures/resume-corpus/tuning/sources/;
 * 2. each entry rendered to PDF with its theme (render.js, into the build cache);
 * 3. the truth: the profile's facts, kept only where the rendered text prints them (for an image,
 *    the first page's text: an image resume is a photo or scan of the first page) (a company,
 *    skill or language the theme leaves out is not expected), dates at the theme's printed precision.
 * Run it again only to change the corpus; `build.js` renders the committed sources.
 */
const fs = require('node:fs');
const path = require('node:path');
const { makeProfile, makeBroadProfile, makeProfile4, makeProfile5, makeProfile6, makeProfile7, makeProfile8, makeProfile9, makeProfile10, makeProfile11, makeProfile12, makeProfile13, makeProfile14, makeProfile15, makeProfile16, makeProfile17, makeProfile18, makeProfile19, makeProfile20, makeProfile21, makeProfile22, makeProfile23, makeProfile24, makeProfile25, prng, tools } = require('./profiles');
const { renderEntry, pdfText, wordText, documentLinks } = require('./render');
const { THEMES } = require('./themes');

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/resume-corpus/tuning');
const CACHE = path.join(ROOT, '.cache/resume-corpus/tuning');
// (eleventh batch: --work DIR renders the new entries there, not into the build cache another build may be using)
let WORK = path.join(CACHE, '.generate');

const fold = (value) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, '');

const month = (point) => `${point.year}-${String(point.month).padStart(2, '0')}`;
// (ninth batch: an education whose end is a year alone, "2016", has { year, month: null }: its year, whatever the theme's precision)
const at = (point, precision) => (point ? (precision === 'year' || point.month === null ? String(point.year) : month(point)) : null);
/** The ways a theme prints a month (ISO, MM/YYYY, English or French month names, as render.js translates them) or a year. */
const MONTH_NAMES = {
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  short: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  frShort: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};
const dateForms = (point, precision, days = false) => {
  if (precision === 'year' || point.month === null) return [String(point.year)];
  const mm = String(point.month).padStart(2, '0');
  const names = Object.values(MONTH_NAMES).map((list) => `${list[point.month - 1]} ${point.year}`);
  // (eighth batch: the day of the month printed between the month and the year, "sep 1, 2015", or before them in French, "1 sept. 2015")
  const withDays = days ? [`${MONTH_NAMES.short[point.month - 1]} 1, ${point.year}`, `1 ${MONTH_NAMES.frShort[point.month - 1]} ${point.year}`] : [];
  return [`${point.year}-${mm}`, `${mm}/${point.year}`, `${point.month}/${point.year}`, ...names, ...withDays];
};

/**
 * The truth of one rendered entry: what its PDF prints of the profile's facts. `links` are the
 * rendered page's hyperlink targets when the format keeps them (PDF, DOCX, DOC; not an image): a
 * LinkedIn profile the document links to counts even where only an icon or a label shows it.
 */
function truthOf(facts, resume, theme, text, links = [], firstPage = false) {
  const printed = fold(text);
  // Sixth batch on, an image (the first page): a date the page does not print (an entry cut by the page's end) is not expected.
  const lowered = text.toLowerCase().replace(/\s+/g, ' ');
  const dated = (point, precision) => {
    const value = at(point, precision);
    return value !== null && firstPage && theme.batch >= 6 && !dateForms(point, precision, theme.batch >= 8).some((form) => lowered.includes(form)) ? null : value;
  };
  // Fourth batch on: a value wrapped at one of its hyphens counts too, where pdftotext drops that hyphen
  // ("fournier-" / "lebrun@example.fr"); and a title, company, school, area or skill wrapped in a
  // narrow column whose lines pdftotext reads between a neighbour column's ("University of" / "Oct 2006
  // - May" / "Pittsburgh"), even broken inside a word ("d'exploitatio" / "n entrepôt"): the value in at
  // most four pieces of three characters or more, each at most 30 characters (folded) after the last.
  const wrapped = (value) => theme.batch >= 4 && [...value.matchAll(/-/g)].some((hyphen) => printed.includes(fold(value.slice(0, hyphen.index) + value.slice(hyphen.index + 1))));
  const pieces = (value) => {
    const folded = fold(value);
    if (!(theme.batch >= 4) || folded.length < 6) return false;
    const from = (i, j, jumps) => {
      let run = 0;
      while (i + run < folded.length && printed[j + run] === folded[i + run]) run += 1;
      if (i + run === folded.length) return true;
      if (jumps === 0) return false;
      for (let cut = run; cut >= 3; cut -= 1) {
        const rest = folded.slice(i + cut, i + cut + Math.min(3, folded.length - i - cut));
        for (let at = printed.indexOf(rest, j + cut + 1); at >= 0 && at <= j + cut + 30; at = printed.indexOf(rest, at + 1)) if (from(i + cut, at, jumps - 1)) return true;
      }
      return false;
    };
    const head = folded.slice(0, 3);
    for (let at = printed.indexOf(head); at >= 0; at = printed.indexOf(head, at + 1)) if (from(0, at, 3)) return true;
    return false;
  };
  const has = (value) => value !== null && value !== undefined && value !== '' && (printed.includes(fold(value)) || wrapped(value));
  const shows = (value) => has(value) || (value !== null && value !== undefined && value !== '' && pieces(value));
  // Fifth batch: a short skill (under six letters folded: "Git", "C#", "SQL", ".NET 8") counts only as
  // a word of its own, not inside another ("GitLab CI", "PostgreSQL", "digital").
  const spaced = (value) => value.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  const spacedText = spaced(text);
  const wordIn = (haystack, value) => {
    const wanted = spaced(value);
    for (let at = haystack.indexOf(wanted); at >= 0; at = haystack.indexOf(wanted, at + 1)) if (!/[a-z0-9]/.test(haystack[at - 1] ?? '') && !/[a-z0-9]/.test(haystack[at + wanted.length] ?? '')) return true;
    return false;
  };
  const bounded = (value) => wordIn(spacedText, value);
  // (eighth batch on: wrapped before one of its hyphens too, "linkedin.com/in/musa-danjuma" / "-01c41a6c", tune-301)
  const boundedAcross = (value) => wordIn(spacedText.replace(/-\s+/g, '-'), value) || (theme.batch >= 8 && wordIn(spacedText.replace(/(\S)\s+-(?=\S)/g, '$1-'), value));
  const skillShown = (value) => (theme.batch >= 5 && fold(value).length < 6 ? bounded(value) : shows(value));
  // Eighth batch on: a job's title and a degree count only near their company or school (within 300
  // characters either side of one of its places in the text), where that prints whole: an image cut
  // at the page's end can show a school whose degree is on page 2 while another school's degree has
  // the same area (tune-318), or a company whose title is another job's too.
  const near = (anchor, value) => {
    if (!(theme.batch >= 8) || !value) return true;
    const place = spaced(anchor);
    if (!spacedText.includes(place)) return true;
    for (let at = spacedText.indexOf(place); at >= 0; at = spacedText.indexOf(place, at + 1)) {
      const around = spacedText.slice(Math.max(0, at - 300), at + place.length + 300);
      if (fold(value).length < 6 ? wordIn(around, value) : around.includes(spaced(value)) || fold(around).includes(fold(value))) return true;
    }
    return false;
  };
  const linkedin = (() => {
    if (facts.linkedinHandle && links.some((link) => link.toLowerCase().includes(`linkedin.com/in/${facts.linkedinHandle.toLowerCase()}`))) return `linkedin.com/in/${facts.linkedinHandle}`;
    if (!facts.linkedinHandle || !has(facts.linkedinHandle)) return null;
    // Fourth batch on: the handle as a word of its own ("saoirseosuilleabhain" is no handle where only the
    // name "Saoirse Ó Súilleabháin" prints: the folded text runs its words together; tune-178 and tune-184
    // were corrected so by hand).
    // Sixth batch on: a handle wrapped after one of its hyphens ("linkedin.com/in/daan-" / "h-van-rijn") is a word of its own too.
    // Eighth batch on: the profile's URL wrapped anywhere in a narrow column ("www.linkedin.com/in/yasmina-al-haj" / "j/", tune-307;
    // "linkedin.com/in/schaefer-hartmann-k" / "atharina-1996", tune-319) is the handle too (the URL is the candidate's own: no name runs into it).
    // Ninth batch on: and so where pdftotext drops a hyphen of the handle at the wrapped line's end ("www.linkedin.com/in/dupontlambert-noemie-" / "563", tune-321).
    const wholeUrl = theme.batch >= 8 && (printed.includes(fold(`linkedin.com/in/${facts.linkedinHandle}`)) || (theme.batch >= 9 && wrapped(`linkedin.com/in/${facts.linkedinHandle}`)));
    if (theme.batch >= 4 && !wholeUrl && !bounded(facts.linkedinHandle) && !(theme.batch >= 6 && boundedAcross(facts.linkedinHandle))) return null;
    if (printed.includes(fold(`linkedin.com/in/${facts.linkedinHandle}`))) return `linkedin.com/in/${facts.linkedinHandle}`;
    // A bare handle counts too: the profile printed is the candidate's, whether a "LinkedIn" label, an
    // icon or nothing shows its network (a recruiter reads it as LinkedIn from the name it carries).
    // (tune-001..192 were made with a label rule, and brought to this one by the same test on their text)
    return `linkedin.com/in/${facts.linkedinHandle}`;
  })();
  const experiences = facts.work
    .filter((job) => shows(job.company) && shows(job.title) && near(job.company, job.title))
    // workDates 'start': only the start month is printed (no end, no "Present"): neither an end nor current is expected
    .map((job) => ({
      title: job.title,
      company: job.company,
      start: dated(job.start, theme.workDates),
      end: job.current || theme.workDates === 'start' ? null : dated(job.end, theme.workDates),
      current: theme.workDates === 'start' ? false : job.current,
    }));
  const education = facts.education
    .filter((entry) => shows(entry.school))
    .map((entry, index) => {
      const source = resume.education[index];
      // (degree 'area' / 'studyType': the theme prints that part alone, which is then the degree a reader sees)
      const alone = typeof theme.degree === 'string' ? source[theme.degree] : null;
      const degree = alone !== null ? (alone && shows(alone) ? alone : '') : theme.degree && shows(source.area) && near(entry.school, source.area) && near(entry.school, source.studyType) ? entry.degree : '';
      // (an education of the second batch may have no dates, or only an end date)
      if (theme.eduDates === 'none') return { degree, school: entry.school, start: null, end: null };
      if (theme.eduDates === 'end' || theme.eduDates === 'endYear') return { degree, school: entry.school, start: null, end: dated(entry.end, theme.eduDates === 'end' ? 'month' : 'year') };
      return { degree, school: entry.school, start: dated(entry.start, theme.eduDates), end: dated(entry.end, theme.eduDates) };
    });
  return {
    firstName: facts.firstName,
    lastName: facts.lastName,
    // (sixth batch on: an e-mail address or a phone number wrapped in a narrow column, a neighbour column's line read between its pieces, counts too)
    email: (theme.batch >= 6 ? shows : has)(facts.email) ? facts.email : null,
    phone: facts.phone && (theme.batch >= 6 ? shows : has)(resume.basics.phone) ? facts.phone : null,
    linkedin,
    experiences,
    education,
    skills: facts.skills.filter(skillShown),
    // (tenth batch on: a level the page does not print, a native language under a "Mother tongue(s)" heading, a level
    // cut off at an image's end, is null, and so is its CEFR level unless the theme shows it otherwise: themes.js languageGrid)
    // (seventeenth batch: languageLevels false, the languages named in a sentence whose words are not the profile's levels: the names alone)
    // (nineteenth batch: motherTongues, the languages under "Mother tongue(s)" without level, whatever words the label shares with theirs)
    languages: theme.languages === false ? [] : facts.languages.filter((language) => has(language.name)).map((language) => (theme.languageLevels === false || (theme.motherTongues && language.cefr === 'native') ? { ...language, level: null, cefr: null } : theme.batch >= 10 && !has(language.level) ? { ...language, level: null, cefr: theme.languageGrid ? language.cefr : null } : language)),
  };
}

/** Warnings when the rendered text does not show what the truth expects (a wrong theme profile). */
function checks(entry, truth, text) {
  const printed = fold(text);
  const warnings = [];
  for (const job of truth.experiences) if (job.start && !printed.includes(job.start.slice(0, 4))) warnings.push(`start year ${job.start} of ${job.title} not printed`);
  if (!printed.includes(fold(truth.lastName))) warnings.push(`last name ${truth.lastName} not printed`);
  if (truth.experiences.length === 0) warnings.push('no experience printed');
  return warnings.map((warning) => `${entry.id} (${entry.theme}): ${warning}`);
}

/**
 * Warnings when a skill or language of the truth also stands elsewhere in the source (a highlight, a
 * title, a degree): the truth's text check would then keep it even where the theme leaves it out.
 */
function echoes(entry, resume) {
  const { skills, languages, ...rest } = resume;
  const elsewhere = fold(JSON.stringify(rest));
  const names = [...entry.truth.skills, ...entry.truth.languages.map((language) => language.name)];
  return names.filter((name) => elsewhere.includes(fold(name))).map((name) => `${entry.id} (${entry.theme}): "${name}" also stands outside its section`);
}

/** Makes entry number i (0-based) of a batch: its source, its render (into the cache) and its truth (French for an even i unless `language` says). */
async function makeEntry({ number, i, seed, themeName, format, t, profile, language = i % 2 === 0 ? 'fr' : 'en' }, warnings) {
  const id = `tune-${String(number).padStart(3, '0')}`;
  const ext = format === 'jpeg' ? 'jpg' : format;
  const { resume, facts } = profile(seed * 1000 + i, language);
  const source = `sources/${id}.json`;
  fs.writeFileSync(path.join(FIXTURES, source), `${JSON.stringify(resume, null, 2)}\n`);
  const entry = {
    id,
    file: `${id}.${ext}`,
    format,
    language,
    // (tenth batch: a local template, local-themes/<name>.js, is no npm package)
    layout: THEMES[themeName].local ? `local-themes/${themeName} (${THEMES[themeName].layout})` : `jsonresume-theme-${themeName} (${THEMES[themeName].layout})`,
    theme: themeName,
    source,
  };
  if (format === 'png' || format === 'jpeg') {
    entry.effects = {
      seed: seed * 1000 + i,
      dpi: t.pick([150, 200]),
      rotate: t.chance(0.35) ? Number(((t.chance(0.5) ? 1 : -1) * (0.4 + t.random() * 2)).toFixed(1)) : 0,
      noise: t.chance(0.4) ? Number((0.2 + t.random() * 0.5).toFixed(2)) : 0,
      grey: t.chance(0.5),
      quality: t.int(55, 85),
    };
    // (sixteenth batch: a theme rendered as a scan, themes.js scan: greyscale, a slight rotation and noise whatever the draws gave, no draw more)
    if (THEMES[themeName].scan) entry.effects = { ...entry.effects, rotate: entry.effects.rotate || (i % 2 === 0 ? 0.7 : -0.9), noise: Math.max(entry.effects.noise, 0.3), grey: true };
  }
  process.stderr.write(`[${id}] ${entry.file} (${themeName}, ${language})\n`);
  const word = format === 'docx' || format === 'doc';
  const { pdfFile, target } = await renderEntry(word ? entry : { ...entry, format: 'pdf', file: `${id}.pdf` }, resume, WORK);
  // An image is a photo or scan of the first page: its truth is what that page prints. A Word
  // document prints what LibreOffice made of the page (a section the theme hides may show).
  const image = format === 'png' || format === 'jpeg';
  const text = word ? wordText(target) : pdfText(pdfFile, image);
  // (an absolute target only: a relative "www.linkedin.com/in/…" resolves to a local file, a broken link)
  const links = image ? [] : documentLinks(word ? target : pdfFile, word ? format : 'pdf').filter((link) => /^https?:\/\//.test(link));
  entry.truth = truthOf(facts, resume, word ? { ...THEMES[themeName], languages: true } : THEMES[themeName], text, links, image);
  warnings.push(...checks(entry, entry.truth, text));
  if (THEMES[themeName].batch >= 4) warnings.push(...echoes(entry, resume));
  return entry;
}

const isWord = (format) => format === 'docx' || format === 'doc';

/** A theme without Word formats (themes.js word: false) swaps its DOCX/DOC with a later entry's other format (an earlier one's when none is left). */
function keepWordFromThemes(order, count, themeAt) {
  for (let i = 0; i < count; i += 1) {
    if (!isWord(order[i % order.length]) || THEMES[themeAt(i)].word !== false) continue;
    const free = (format, k) => k !== i && k < count && !isWord(format) && THEMES[themeAt(k)].word !== false;
    let j = order.findIndex((format, k) => free(format, k) && !(k < i && THEMES[themeAt(i)].word === false));
    if (j < 0) j = order.findIndex(free); // no later one: an earlier entry takes the Word format
    [order[i], order[j]] = [order[j], order[i]];
  }
}

const isImage = (format) => format === 'png' || format === 'jpeg';
/** Whether a theme takes a format: themes.js word: false (no DOCX/DOC), image: false (no PNG/JPEG), imageOnly (PNG/JPEG only), pdf: false (no PDF), formats (only those). */
// (sixteenth batch: imageOnly, PNG/JPEG only; seventeenth batch: pdf: false; eighteenth batch: formats, the list of the formats it takes)
const takes = (themeName, format) => !(isWord(format) && THEMES[themeName].word === false) && !(isImage(format) && THEMES[themeName].image === false) && !(!isImage(format) && THEMES[themeName].imageOnly) && !(format === 'pdf' && THEMES[themeName].pdf === false) && !(THEMES[themeName].formats && !THEMES[themeName].formats.includes(format));

/** The fourth and fifth batches' format order: a format its theme does not take swaps with a later entry's (an earlier one's when none is left). */
function keepFormatsFromThemes(order, count, themeAt) {
  for (let i = 0; i < count; i += 1) {
    if (takes(themeAt(i), order[i])) continue;
    const fits = (format, k) => k !== i && k < count && takes(themeAt(i), format) && takes(themeAt(k), order[i]);
    let j = order.findIndex((format, k) => k > i && fits(format, k));
    if (j < 0) j = order.findIndex(fits);
    if (j < 0) throw new Error(`no format to swap for entry ${i} (${themeAt(i)}, ${order[i]})`);
    [order[i], order[j]] = [order[j], order[i]];
  }
}

/**
 * Appends a batch of the third on: its own themes (themes.js batch) in turn, the language of entry i
 * from languageAt(i, number of themes), formats in the given shares ({ pdf, docx, ... }) in a seeded
 * order, kept from the themes that do not take them (`keep`), profiles from profile(seed, language,
 * the theme's needs). The draws are those the third and fourth batches made with their own branches.
 */
/**
 * A batch's profiles (the fourteenth on): each entry's profile drawn with its rank among its language's entries (so each
 * draws its own country or region) and without LinkedIn for the i-th entry when (i + floor(i / 6)) % 4 is 3 (8 of 32).
 */
function rankedProfile(make, languageAt) {
  const rank = (i, language) => Array.from({ length: i }, (_, j) => languageAt(j, 6)).filter((other) => other === language).length;
  const withLinkedin = (i) => (i + Math.floor(i / 6)) % 4 !== 3;
  return (profileSeed, language, needs) => make(profileSeed, language, needs, rank(profileSeed % 1000, language), withLinkedin(profileSeed % 1000));
}

/**
 * The eighteenth and nineteenth batches' languages: the k-th entry of the French-CV theme (theme 2) French when k is even,
 * of the Word theme (theme 0) when k is odd, of theme j otherwise when j + k is even and k < 4 (14 French of 32).
 */
function frenchCvAndWordThemes(i, themes) {
  const [j, k] = [i % themes, Math.floor(i / themes)];
  if (j === 2) return k % 2 === 0 ? 'fr' : 'en';
  if (j === 0) return k % 2 === 1 ? 'fr' : 'en';
  return (j + k) % 2 === 0 && k < 4 ? 'fr' : 'en';
}

/**
 * The twentieth batch's languages (its themes in themes.js order: company-after-bullets, icon-contact-username,
 * sidebar-mid-skills, scan-compact-skillsline, label-chips, cv-formation-ligne): the k-th entry of the English scan (theme 3)
 * never French, of the French CV (theme 5) French unless k is 2, of the icon header (theme 1) when k is even, of the late
 * company (theme 0) when k is odd, of the sidebar (theme 2) when k is 0 or 2, of the label column (theme 4) when k is 1 or 3
 * (14 French of 32: three, three, two, none, two and four of each theme's).
 */
function twentiethLanguages(i, themes) {
  const [j, k] = [i % themes, Math.floor(i / themes)];
  if (j === 3) return 'en';
  if (j === 5) return k === 2 ? 'en' : 'fr';
  if (j === 1) return k % 2 === 0 ? 'fr' : 'en';
  if (j === 0) return k % 2 === 1 ? 'fr' : 'en';
  if (j === 2) return k === 0 || k === 2 ? 'fr' : 'en';
  return k === 1 || k === 3 ? 'fr' : 'en';
}

/**
 * The twenty-first batch's languages (its themes in themes.js order: harvard-ocs, moderncv-classic, awesome-cv-accent,
 * indeed-export, enhancv-icons-dates, resumeio-details): the k-th entry of the moderncv CV (theme 1) French unless k is 2, of
 * the Harvard page (theme 0) when k is 1 or 4, of Awesome-CV (theme 2) when k is 0 or 3, of the Indeed export (theme 3) when
 * k is 1 or 3, of the Enhancv page (theme 4) when k is 2 or 4, of the resume.io page (theme 5) when k is 1 (14 French of 32:
 * two, five, two, two, two and one of each theme's).
 */
function twentyFirstLanguages(i, themes) {
  const [j, k] = [i % themes, Math.floor(i / themes)];
  const french = [[1, 4], [0, 1, 3, 4, 5], [0, 3], [1, 3], [2, 4], [1]][j];
  return french.includes(k) ? 'fr' : 'en';
}

/**
 * The twenty-second batch's languages (its themes in themes.js order: jakes-resume, deedy-resume, gdocs-serif, word-polished,
 * zety-cascade, europass-2020): the k-th entry of Jake's resume (theme 0) French when k is 1 or 4, of Deedy's (theme 1) when k
 * is 0 or 3, of the Google Docs page (theme 2) when k is 1 or 3, of the Word page (theme 3) when k is 0, 2 or 4, of the Zety
 * page (theme 4) when k is 1, 2 or 4, of the Europass CV (theme 5) unless k is 2 (16 French of 32: two, two, two, three, three
 * and four of each theme's).
 */
function twentySecondLanguages(i, themes) {
  const [j, k] = [i % themes, Math.floor(i / themes)];
  const french = [[1, 4], [0, 3], [1, 3], [0, 2, 4], [1, 2, 4], [0, 1, 3, 4]][j];
  return french.includes(k) ? 'fr' : 'en';
}

/**
 * The twenty-third batch's languages (its themes in themes.js order: novoresume-modern, reactive-pikachu, altacv-overleaf,
 * rendercv-classic, word-bold-modern, cv-etudiant): the k-th entry of Novoresume's page (theme 0) French when k is 1, 3 or 4,
 * of Reactive Resume's (theme 1) when k is 0, 2 or 5, of AltaCV's (theme 2) when k is 1 or 3, of RenderCV's (theme 3) when k
 * is 0 or 2, of the Word page (theme 4) when k is 1 or 4, of the student CV (theme 5) unless k is 3 (16 French of 32: three,
 * three, two, two, two and four of each theme's).
 */
function twentyThirdLanguages(i, themes) {
  const [j, k] = [i % themes, Math.floor(i / themes)];
  const french = [[1, 3, 4], [0, 2, 5], [1, 3], [0, 2], [1, 4], [0, 1, 2, 4]][j];
  return french.includes(k) ? 'fr' : 'en';
}

/**
 * The twenty-fourth batch's languages (its themes in themes.js order: moderncv-banking, kickresume-sidebar, canva-minimalist,
 * flowcv-clean, gdocs-spearmint, cv-wttj): the k-th entry of moderncv's CV (theme 0) French when k is 1, 3 or 5, of
 * Kickresume's page (theme 1) when k is 0, 2 or 4, of Canva's (theme 2) when k is 1 or 3, of FlowCV's (theme 3) when k is 0
 * or 3, of the Google Docs page (theme 4) when k is 2 or 4, of the Welcome to the Jungle CV (theme 5) unless k is 3 (16 French
 * of 32: three, three, two, two, two and four of each theme's).
 */
function twentyFourthLanguages(i, themes) {
  const [j, k] = [i % themes, Math.floor(i / themes)];
  const french = [[1, 3, 5], [0, 2, 4], [1, 3], [0, 3], [2, 4], [0, 1, 2, 4]][j];
  return french.includes(k) ? 'fr' : 'en';
}

/**
 * The twenty-fifth batch's languages (its themes in themes.js order: livecareer-professional, mpr-executive,
 * lebenslauf-tabular, cv-suisse, pages-modern, latex-twentyseconds): the k-th entry of LiveCareer's page (theme 0) French
 * when k is 1 or 4, of MyPerfectResume's (theme 1) when k is 0, 3 or 5, of the Lebenslauf (theme 2) when k is 1 or 3, of the
 * CV suisse (theme 3) unless k is 3, of the Pages resume (theme 4) when k is 0 or 3, of the LaTeX CV (theme 5) when k is 1,
 * 2 or 4 (16 French of 32: two, three, two, four, two and three of each theme's).
 */
function twentyFifthLanguages(i, themes) {
  const [j, k] = [i % themes, Math.floor(i / themes)];
  const french = [[1, 4], [0, 3, 5], [1, 3], [0, 1, 2, 4], [0, 3], [1, 2, 4]][j];
  return french.includes(k) ? 'fr' : 'en';
}

/**
 * The twenty-second batch's profiles: rankedProfile's ranks (each entry's region by its place among its language's entries),
 * without LinkedIn for the i-th entry when (i + floor(i / 6)) % 6 is 5 (6 of 32, one of each theme's).
 */
function rankedProfile22(make, languageAt) {
  const rank = (i, language) => Array.from({ length: i }, (_, j) => languageAt(j, 6)).filter((other) => other === language).length;
  const withLinkedin = (i) => (i + Math.floor(i / 6)) % 6 !== 5;
  return (profileSeed, language, needs) => make(profileSeed, language, needs, rank(profileSeed % 1000, language), withLinkedin(profileSeed % 1000));
}

async function appendBatch({ batch, count, seed, t, shares, keep, languageAt, profile }, manifest, warnings) {
  const themes = Object.keys(THEMES).filter((name) => THEMES[name].batch === batch);
  const formats = Object.entries(shares).flatMap(([format, n]) => Array(n).fill(format));
  const order = t.sample(formats, formats.length);
  const first = manifest.length + 1;
  const themeAt = (i) => themes[i % themes.length];
  keep(order, count, themeAt);
  for (let i = 0; i < count; i += 1) {
    const themeName = themeAt(i);
    const entryProfile = (profileSeed, language) => profile(profileSeed, language, THEMES[themeName].needs);
    manifest.push(await makeEntry({ number: first + i, i, seed, themeName, format: order[i % order.length], t, profile: entryProfile, language: languageAt(i, themes.length) }, warnings));
  }
}

/** The k-th entry of theme j (third and fourth batches) is French when (j + k) % 3 is 0. */
/**
 * The batches from the twenty-second on, which differ only in these: the languages' function, the vocabulary and the
 * formats' shares (themes.js formats say which theme takes which format).
 *   22: six local templates after popular designs, their contact blocks and skills sections as real resumes print them
 *       (word-polished every format, gdocs-serif PDF, DOCX and images; makeProfile22, a technical sector for Jake's and Deedy's resumes);
 *   23: six more, their skills sections and LinkedIn profiles as real resumes print them (word-bold-modern every format,
 *       cv-etudiant PDF, DOCX and images);
 *   24: six more, their contact blocks as real resumes print them (gdocs-spearmint every format, cv-wttj PDF, DOCX and images);
 *   25: six more, builder downloads, tabular European CVs, Pages exports, LaTeX CVs (LiveCareer's and the Lebenslauf every
 *       format, MyPerfectResume's and the CV suisse PDF, DOCX and images).
 */
const RANKED_BATCHES = {
  22: { languageAt: twentySecondLanguages, vocabulary: makeProfile22, shares: { png: 9, jpeg: 8, pdf: 9, docx: 4, doc: 2 } },
  23: { languageAt: twentyThirdLanguages, vocabulary: makeProfile23, shares: { png: 9, jpeg: 8, pdf: 9, docx: 4, doc: 2 } },
  24: { languageAt: twentyFourthLanguages, vocabulary: makeProfile24, shares: { png: 9, jpeg: 8, pdf: 9, docx: 4, doc: 2 } },
  25: { languageAt: twentyFifthLanguages, vocabulary: makeProfile25, shares: { png: 8, jpeg: 7, pdf: 10, docx: 5, doc: 2 } },
};

const thirdFrench = (i, themes) => (((i % themes) + Math.floor(i / themes)) % 3 === 0 ? 'fr' : 'en');

async function main() {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const append = argv.includes('--append');
  const batch = append ? Number(option('--batch', '2')) : 1;
  if (![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25].includes(batch)) throw new Error(`--batch ${option('--batch')}: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24 or 25`);
  const count = Number(option('--count', { 1: '80', 2: '48', 3: '32', 4: '32', 5: '32', 6: '32', 7: '32', 8: '32', 9: '32', 10: '32', 11: '32', 12: '32', 13: '32', 14: '32', 15: '32', 16: '32', 17: '32', 18: '32', 19: '32', 20: '32', 21: '32', 22: '32', 23: '32', 24: '32', 25: '32' }[batch]));
  const seed = Number(option('--seed', { 1: '12', 2: '34', 3: '56', 4: '79', 5: '91', 6: '113', 7: '127', 8: '139', 9: '151', 10: '163', 11: '181', 12: '193', 13: '211', 14: '223', 15: '239', 16: '251', 17: '263', 18: '277', 19: '281', 20: '293', 21: '307', 22: '313', 23: '317', 24: '321', 25: '331' }[batch]));
  if (option('--work')) WORK = path.resolve(option('--work'));
  const t = tools(prng(seed));
  fs.mkdirSync(path.join(FIXTURES, 'sources'), { recursive: true });
  const manifestFile = path.join(FIXTURES, 'manifest.json');
  const warnings = [];
  let manifest;
  if (!append) {
    const themes = Object.keys(THEMES).filter((name) => !THEMES[name].batch);
    const formats = [...Array(34).fill('pdf'), ...Array(16).fill('docx'), ...Array(10).fill('doc'), ...Array(10).fill('png'), ...Array(10).fill('jpeg')];
    const order = t.sample(formats, formats.length);
    manifest = [];
    for (let i = 0; i < count; i += 1) {
      const themeName = themes[Math.floor(i / 2 + (i % 2) * 5) % themes.length];
      manifest.push(await makeEntry({ number: i + 1, i, seed, themeName, format: order[i % order.length], t, profile: makeProfile }, warnings));
    }
  } else if (RANKED_BATCHES[batch]) {
    // The twenty-second batch on: its own themes in turn, French by its languages' function, its formats' shares (images
    // first), its vocabulary, each entry's region by its place among its language's entries, the i-th entry without LinkedIn
    // when (i + floor(i / 6)) % 6 is 5 (6 of 32: rankedProfile22). What each batch holds: RANKED_BATCHES and the header.
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const { languageAt, vocabulary, shares } = RANKED_BATCHES[batch];
    await appendBatch({ batch, count, seed, t, shares, keep: keepFormatsFromThemes, languageAt, profile: rankedProfile22(vocabulary, languageAt) }, manifest, warnings);
  } else if (batch === 21) {
    // The twenty-first batch: its own themes in turn (six more local templates in the manner of popular resume designs);
    // French by twentyFirstLanguages (14 French and 18 English of 32: two, five, two, two, two and one of each theme's);
    // images first (png 8, jpeg 8, pdf 9, docx 5, doc 2; themes.js formats: harvard-ocs every format, resumeio-details PDF,
    // DOCX and images, the others PDF and images); the twenty-first batch's vocabulary (makeProfile21), each entry's region by
    // its place among its language's entries; the i-th entry without LinkedIn when (i + floor(i / 6)) % 4 is 3 (8 of 32).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = twentyFirstLanguages;
    const profile = rankedProfile(makeProfile21, languageAt);
    await appendBatch({ batch, count, seed, t, shares: { png: 8, jpeg: 8, pdf: 9, docx: 5, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 20) {
    // The twentieth batch: its own themes in turn (six more local templates, most entries images); French by twentiethLanguages
    // (14 French and 18 English of 32: three, three, two, none, two and four of each theme's); images first (png 9, jpeg 9,
    // pdf 8, docx 4, doc 2; themes.js formats: label-chips and icon-contact-username PDF and images, cv-formation-ligne and
    // company-after-bullets every format, sidebar-mid-skills and scan-compact-skillsline images only); the twentieth batch's
    // vocabulary (makeProfile20), each entry's region by its place among its language's entries; the i-th entry without
    // LinkedIn when (i + floor(i / 6)) % 4 is 3 (8 of 32).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = twentiethLanguages;
    const profile = rankedProfile(makeProfile20, languageAt);
    await appendBatch({ batch, count, seed, t, shares: { png: 9, jpeg: 9, pdf: 8, docx: 4, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 19) {
    // The nineteenth batch: its own themes in turn (six more local templates, most entries images); the k-th entry of the
    // French-CV theme (cv-diplome-ecole, theme 2) French when k is even, of the Word theme (word-company-caps, theme 0) when k
    // is odd, of theme j otherwise when j + k is even and k < 4 (14 French and 18 English of 32: three, two, three, two, two
    // and two of each theme's); images first (png 10, jpeg 10, pdf 7, docx 3, doc 2; themes.js formats: word-company-caps
    // DOCX, DOC and PDF, cv-diplome-ecole and europass-lite PDF and images, right-sidebar-certs and dark-band-tags images,
    // scan-expertise JPEG only); the nineteenth batch's vocabulary (makeProfile19), each entry's region by its place among its
    // language's entries; the i-th entry without LinkedIn when (i + floor(i / 6)) % 4 is 3 (8 of 32).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = frenchCvAndWordThemes;
    const profile = rankedProfile(makeProfile19, languageAt);
    await appendBatch({ batch, count, seed, t, shares: { png: 10, jpeg: 10, pdf: 7, docx: 3, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 18) {
    // The eighteenth batch: its own themes in turn (six more local templates, most entries images); the k-th entry of the
    // French-CV theme (cv-table-trois, theme 2) French when k is even, of the Word theme (word-modern-tabs, theme 0) when k
    // is odd, of theme j otherwise when j + k is even and k < 4 (14 French and 18 English of 32: three, two, three, two, two
    // and two of each theme's); images first (png 9, jpeg 9, pdf 8, docx 4, doc 2; themes.js formats: word-modern-tabs DOCX,
    // DOC and PDF, cv-table-trois PDF and images, two-page-competencies PDF, DOCX and images, narrow-left-wrap and
    // canva-photo-bars images, scan-smallcaps-word JPEG only); the eighteenth batch's vocabulary (makeProfile18), each entry's
    // region by its place among its language's entries; the i-th entry without LinkedIn when (i + floor(i / 6)) % 4 is 3 (8 of 32).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = frenchCvAndWordThemes;
    const profile = rankedProfile(makeProfile18, languageAt);
    await appendBatch({ batch, count, seed, t, shares: { png: 9, jpeg: 9, pdf: 8, docx: 4, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 17) {
    // The seventeenth batch: its own themes in turn (six more local templates, most entries images); the k-th entry of the
    // two French-CV themes (canva-family-block, cv-infos-personnelles: themes 0 and 4) French when k is even, of theme j
    // otherwise when (j + k) % 3 is 0 (14 French and 18 English of 32: three, two, two, two, three and two of each
    // theme's); images first (png 10, jpeg 10, pdf 7, docx 3, doc 2; canva-family-block and cv-infos-personnelles images
    // only, pipe-header-keyskills no Word format, ats-word-caps no PDF); the seventeenth batch's vocabulary (makeProfile17),
    // each entry's country by its place among its language's entries; the i-th entry without LinkedIn when
    // (i + floor(i / 6)) % 4 is 3 (8 of 32).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => {
      const [j, k] = [i % themes, Math.floor(i / themes)];
      if (j === 0 || j === 4) return k % 2 === 0 ? 'fr' : 'en';
      return (j + k) % 3 === 0 ? 'fr' : 'en';
    };
    const profile = rankedProfile(makeProfile17, languageAt);
    await appendBatch({ batch, count, seed, t, shares: { png: 10, jpeg: 10, pdf: 7, docx: 3, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 16) {
    // The sixteenth batch: its own themes in turn (six more local templates, most entries images); French as in the
    // twelfth to fifteenth (the k-th entry of theme j when k % 3 is j % 2: 12 French and 20 English of 32, two French
    // entries for each theme); images first (png 11, jpeg 11, pdf 6, docx 2, doc 2; company-stack-url takes no image,
    // scan-dense-columns images only); the sixteenth batch's vocabulary (makeProfile16), each entry's country by its place
    // among its language's entries; the i-th entry without LinkedIn when (i + floor(i / 6)) % 4 is 3 (8 of 32).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    const profile = rankedProfile(makeProfile16, languageAt);
    await appendBatch({ batch, count, seed, t, shares: { png: 11, jpeg: 11, pdf: 6, docx: 2, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 15) {
    // The fifteenth batch: its own themes in turn (six more local templates, most entries images); French as in the
    // twelfth to fourteenth (the k-th entry of theme j when k % 3 is j % 2: 12 French and 20 English of 32, two French
    // entries for each theme); images first (png 11, jpeg 11, pdf 6, docx 2, doc 2; every theme takes every format);
    // the fifteenth batch's vocabulary (makeProfile15), each entry's country by its place among its language's entries;
    // the i-th entry without LinkedIn when (i + floor(i / 6)) % 4 is 3 (8 of 32, one or two of each theme's).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    const profile = rankedProfile(makeProfile15, languageAt);
    await appendBatch({ batch, count, seed, t, shares: { png: 11, jpeg: 11, pdf: 6, docx: 2, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 14) {
    // The fourteenth batch: its own themes in turn (six more local templates: icon contact lines, names with middle names
    // or credentials, skills as pills, groups, a comma list or levels); French as in the twelfth and thirteenth (the k-th
    // entry of theme j when k % 3 is j % 2: 12 French and 20 English of 32, two French entries for each theme); images
    // first (png 10, jpeg 10, pdf 8, docx 2, doc 2; every theme takes every format); the fourteenth batch's vocabulary
    // (makeProfile14), each entry's country by its place among its language's entries; the i-th entry without LinkedIn
    // when (i + floor(i / 6)) % 4 is 3 (8 of 32, one or two of each theme's).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    const profile = rankedProfile(makeProfile14, languageAt);
    await appendBatch({ batch, count, seed, t, shares: { png: 10, jpeg: 10, pdf: 8, docx: 2, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 13) {
    // The thirteenth batch: its own themes in turn (six more local templates of two columns); French as in the twelfth
    // (the k-th entry of theme j when k % 3 is j % 2: 12 French and 20 English of 32, two French entries for each
    // theme); images first (png 12, jpeg 10, pdf 6, docx 2, doc 2; every theme takes every format); the thirteenth
    // batch's vocabulary (makeProfile13), each entry's country by its place among its language's entries; the i-th entry
    // without LinkedIn when (i + floor(i / 6)) % 3 is 2 (11 of 32, one or two of each theme's).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    const rank = (i, language) => Array.from({ length: i }, (_, j) => languageAt(j, 6)).filter((other) => other === language).length;
    const withLinkedin = (i) => (i + Math.floor(i / 6)) % 3 !== 2;
    const profile = (profileSeed, language, needs) => makeProfile13(profileSeed, language, needs, rank(profileSeed % 1000, language), withLinkedin(profileSeed % 1000));
    await appendBatch({ batch, count, seed, t, shares: { png: 12, jpeg: 10, pdf: 6, docx: 2, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 12) {
    // The twelfth batch: its own themes in turn (six more local templates); the k-th entry of theme j French
    // when k % 3 is j % 2 (12 French and 20 English of 32, two French entries for each theme); images first
    // (png 11, jpeg 9, pdf 7, docx 3, doc 2; every theme takes every format); the twelfth batch's vocabulary
    // (makeProfile12), each entry's country by its place among its language's entries (every country met).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    const rank = (i, language) => Array.from({ length: i }, (_, j) => languageAt(j, 6)).filter((other) => other === language).length;
    const profile = (profileSeed, language, needs) => makeProfile12(profileSeed, language, needs, rank(profileSeed % 1000, language));
    await appendBatch({ batch, count, seed, t, shares: { png: 11, jpeg: 9, pdf: 7, docx: 3, doc: 2 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 11) {
    // The eleventh batch: its own themes in turn (six more local templates); French for every entry of
    // cv-francais (a French CV), none of compact-us (a US resume), the k-th entry of header-band,
    // linkedin-export and spaced-modern when k % 3 is 1 and the third of footer-contact (12 French and 20
    // English of 32); images first (png 10, jpeg 10, pdf 6, docx 4, doc 2; linkedin-export takes no Word
    // format); the eleventh batch's vocabulary (makeProfile11), each entry's country by its place among its
    // language's entries (every country met).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => {
      const [j, k] = [i % themes, Math.floor(i / themes)];
      if (j === 2) return 'fr';
      if (j === 3) return 'en';
      if (j === 5) return k === 2 ? 'fr' : 'en';
      return k % 3 === 1 ? 'fr' : 'en';
    };
    const rank = (i, language) => Array.from({ length: i }, (_, j) => languageAt(j, 6)).filter((other) => other === language).length;
    const profile = (profileSeed, language, needs) => makeProfile11(profileSeed, language, needs, rank(profileSeed % 1000, language));
    await appendBatch({ batch, count, seed, t, shares: { pdf: 6, docx: 4, doc: 2, png: 10, jpeg: 10 }, keep: keepFormatsFromThemes, languageAt, profile }, manifest, warnings);
  } else if (batch === 10) {
    // The tenth batch: its own themes in turn (six local templates, themes.js local), French as in the
    // sixth to ninth (the k-th entry of theme j when k % 3 is j % 2: 12 French and 20 English of 32, two
    // French entries for each theme), more images than before (pdf 9, docx 5, doc 3, png 8, jpeg 7), the
    // tenth batch's vocabulary (makeProfile10).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    await appendBatch({ batch, count, seed, t, shares: { pdf: 9, docx: 5, doc: 3, png: 8, jpeg: 7 }, keep: keepFormatsFromThemes, languageAt, profile: makeProfile10 }, manifest, warnings);
  } else if (batch === 9) {
    // The ninth batch: its own themes in turn, French as in the sixth to eighth (the k-th entry of
    // theme j when k % 3 is j % 2: 12 French and 20 English of 32, two French entries for each theme),
    // the fifth batch's format shares (pdf 10, docx 5, doc 3, png 7, jpeg 7; every theme takes every
    // format), the ninth batch's vocabulary (makeProfile9).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    await appendBatch({ batch, count, seed, t, shares: { pdf: 10, docx: 5, doc: 3, png: 7, jpeg: 7 }, keep: keepFormatsFromThemes, languageAt, profile: makeProfile9 }, manifest, warnings);
  } else if (batch === 8) {
    // The eighth batch: its own themes in turn, French as in the sixth and seventh (the k-th entry of
    // theme j when k % 3 is j % 2: 12 French and 20 English of 32, two French entries for each theme),
    // the fifth batch's format shares (pdf 10, docx 5, doc 3, png 7, jpeg 7; every theme takes every
    // format), the eighth batch's vocabulary (makeProfile8).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    await appendBatch({ batch, count, seed, t, shares: { pdf: 10, docx: 5, doc: 3, png: 7, jpeg: 7 }, keep: keepFormatsFromThemes, languageAt, profile: makeProfile8 }, manifest, warnings);
  } else if (batch === 7) {
    // The seventh batch: its own themes in turn, French as in the sixth (the k-th entry of theme j
    // when k % 3 is j % 2: 12 French and 20 English of 32, two French entries for each theme), the
    // fifth batch's format shares (pdf 10, docx 5, doc 3, png 7, jpeg 7; hydejack and foxyboxy take
    // no image), the seventh batch's vocabulary (makeProfile7).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    await appendBatch({ batch, count, seed, t, shares: { pdf: 10, docx: 5, doc: 3, png: 7, jpeg: 7 }, keep: keepFormatsFromThemes, languageAt, profile: makeProfile7 }, manifest, warnings);
  } else if (batch === 6) {
    // The sixth batch: its own themes in turn, the k-th entry of theme j French when k % 3 is j % 2
    // (12 French and 20 English of 32, two French entries for each theme), the fifth batch's format
    // shares (pdf 10, docx 5, doc 3, png 7, jpeg 7), the sixth batch's vocabulary (makeProfile6).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i, themes) => (Math.floor(i / themes) % 3 === (i % themes) % 2 ? 'fr' : 'en');
    await appendBatch({ batch, count, seed, t, shares: { pdf: 10, docx: 5, doc: 3, png: 7, jpeg: 7 }, keep: keepFormatsFromThemes, languageAt, profile: makeProfile6 }, manifest, warnings);
  } else if (batch === 5) {
    // The fifth batch: its own themes in turn, entry i French when 3i % 8 < 3 (12 French and 20
    // English of 32, each theme in both languages), more images than before (pdf 10, docx 5, doc 3,
    // png 7, jpeg 7), the fifth batch's vocabulary (makeProfile5).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const languageAt = (i) => ((i * 3) % 8 < 3 ? 'fr' : 'en');
    await appendBatch({ batch, count, seed, t, shares: { pdf: 10, docx: 5, doc: 3, png: 7, jpeg: 7 }, keep: keepFormatsFromThemes, languageAt, profile: makeProfile5 }, manifest, warnings);
  } else if (batch === 4) {
    // The fourth batch: its own themes in turn, French for the k-th entry of theme j when (j + k) % 3
    // is 0 (11 French and 21 English of 32, each theme in both languages), formats as in the third
    // batch with one more image (pdf 12, docx 7, doc 4, png 5, jpeg 4), the fourth batch's own
    // vocabulary (makeProfile4).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    await appendBatch({ batch, count, seed, t, shares: { pdf: 12, docx: 7, doc: 4, png: 5, jpeg: 4 }, keep: keepFormatsFromThemes, languageAt: thirdFrench, profile: makeProfile4 }, manifest, warnings);
  } else if (batch === 3) {
    // The third batch: its own themes in turn, the k-th entry of theme j French when (j + k) % 3 is 0
    // (11 French and 21 English of 32, each theme in both languages), formats in about the first
    // batch's shares (pdf 40%, docx 20%, doc, png, jpeg 13% each), wider profiles.
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const profile = (profileSeed, language, needs) => makeBroadProfile(profileSeed, language, needs, true);
    await appendBatch({ batch, count, seed, t, shares: { pdf: 13, docx: 7, doc: 4, png: 4, jpeg: 4 }, keep: keepWordFromThemes, languageAt: thirdFrench, profile }, manifest, warnings);
  } else {
    // The second batch: its own themes, each with as many French as English entries, and its
    // formats in about the first batch's shares (pdf 40%, docx 20%, doc, png, jpeg 13% each).
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const themes = Object.keys(THEMES).filter((name) => THEMES[name].batch === 2);
    const formats = [...Array(20).fill('pdf'), ...Array(10).fill('docx'), ...Array(6).fill('doc'), ...Array(6).fill('png'), ...Array(6).fill('jpeg')];
    const order = t.sample(formats, formats.length);
    const first = manifest.length + 1;
    const themeAt = (i) => themes[(Math.floor(i / 2) + (i % 2) * 3) % themes.length];
    keepWordFromThemes(order, count, themeAt);
    for (let i = 0; i < count; i += 1) {
      const themeName = themeAt(i);
      const profile = (profileSeed, language) => makeBroadProfile(profileSeed, language, THEMES[themeName].needs);
      manifest.push(await makeEntry({ number: first + i, i, seed, themeName, format: order[i % order.length], t, profile }, warnings));
    }
  }
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);
  process.stderr.write(`${manifest.length} entries written to ${path.relative(ROOT, FIXTURES)}/manifest.json\n`);
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

module.exports = { truthOf };
