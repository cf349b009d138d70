import { isSupportedCountry } from 'libphonenumber-js/max';
import type { PersonName } from './names';
import { editDistance, fold } from './text';
import { normalizeLinkedinUrl, LinkedinProfile } from './linkedin';

// (not a domain cut short where it goes on after a hyphen, its end on a line read apart: "jane@mail.example-regions-du-")
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?![A-Za-z0-9]|-[A-Za-z0-9])/g;

/** Top-level domains an address broken at its end may be completed to ("example.co" / "m"). */
const TLDS = new Set(['com', 'org', 'net', 'info', 'io', 'fr', 'uk', 'de', 'es', 'it', 'be', 'ch', 'eu', 'edu', 'gov', 'biz', 'ca', 'us', 'nl', 'lu']);

/** A top-level domain: one of those above or a country's ("sg", "za"), as the phone metadata names countries. */
const isTopLevelDomain = (label: string): boolean => TLDS.has(label.toLowerCase()) || (label.length === 2 && isSupportedCountry(label.toUpperCase()));

/** The e-mail address of the text, lower-cased: the first, or the first that carries the owner's name. */
export function findEmail(input: string, owner?: PersonName | null): string | null {
  // A narrow column breaks an address: "jane@example.co" / "m", "JANE@EXAMPLE." / "COM", "JANE_DOE-" / "SMITH@MAIL.FR".
  const text = withDomainRejoined(input)
    // An address written so robots miss it ("jane (at) example [dot] com"), or as a link ("mailto:jane@example.com").
    .replace(/\s*[([]\s*at\s*[)\]]\s*(?=[a-z0-9-]+(?:\s*(?:\.|[([]\s*dot\s*[)\]])\s*[a-z0-9-]+)+)/gi, '@')
    .replace(/@[a-z0-9.-]*(?:\s*[([]\s*dot\s*[)\]]\s*[a-z0-9-]+)+/gi, (domain) => domain.replace(/\s*[([]\s*dot\s*[)\]]\s*/gi, '.'))
    .replace(/\bmailto:\s*/gi, '')
    // (a country's code after a dot that ends the line: "bluefalcon.22@example.co." / "Jp")
    .replace(/(@[\w-]+(?:\.[\w-]+)*\.)([a-z]{0,3})\n([a-z]{1,4})(?=\n|$)/gi, (whole, domain: string, head: string, tail: string) =>
      (TLDS.has(`${head}${tail}`.toLowerCase()) && !TLDS.has(head.toLowerCase())) || (head === '' && isTopLevelDomain(tail)) ? `${domain}${head}${tail}` : whole,
    )
    // (an icon or a bullet OCR read before the line: "e iglesias-nunez-" / "jose@telefonica.es")
    .replace(/(^|\n)((?:[^\s\w]{1,2}|e)[ \t]+)?([\w.+-]*[\w][._-])\n([\w.+-]+@)/g, '$1$2$3$4')
    // (after its label: "E-mail : contact.yvesmuller-" / "feltgen@example.lu")
    .replace(/((?:^|\n)[^\n@]*?\b(?:e-?mail|courriel|mail)\s*[:：]?\s*)([\w.+-]*\w[._-])\n([\w.+-]+@)/gi, '$1$2$3')
    // Broken at the "@" or at a dot of the domain: "jane.doe@" / "example.com", "jane.doe" / "@example.com", "jane@mail." / "example.fr".
    .replace(/([\w.+-]+@)\n([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})(?=\s|$)/gi, '$1$2')
    .replace(/(^|\s)([\w.+-]*\w)\n(@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})(?=\s|$)/gi, '$1$2$3')
    .replace(/(@[\w-]+(?:\.[\w-]+)*\.)\n([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})(?=\s|$)/gi, '$1$2')
    // (its end a line or two further down, a column's line read between: "oskar.nystrom.85@telia.exam" / "Unilever | Feb 2023" / "ple.com")
    .replace(/([\w.+-]+@[\w-]+(?:\.[\w-]+)*)((?:\n[^\n@]*){1,2})\n([a-z0-9-]+(?:\.[a-z0-9-]+)*\.([a-z]{2,}))(?=\n|$)/g, (whole, head: string, between: string, tail: string, tld: string) =>
      !isTopLevelDomain(head.split('.').pop() ?? '') && isTopLevelDomain(tld) ? `${head}${tail}${between}` : whole,
    )
    // (before the dot: "bongani.khumalo@gmail" / ".com")
    .replace(/(@[\w-]+(?:\.[\w-]+)*)\n(\.[a-z]{2,}(?:\.[a-z]{2,})?)(?=\s|$)/gi, '$1$2')
    // Broken inside a word of the domain: "HANNAH.FITZGERALD@EXAM" / "PLE.COM", "musa@kano-data.exampl" / "e.com.ng"
    // (not after a whole top-level domain: "jane@example.com" / "example.org" is an address and a website).
    // (nor onto a line in another case: "aditya.v@iitb.ac.in" / "B.Tech + M.Tech" is an address and a degree)
    .replace(/([\w.+-]+@[\w-]+(?:\.([\w-]+))*)\n([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})(?=\s|$)/gi, (whole, head: string, last: string | undefined, tail: string) =>
      (last !== undefined && TLDS.has(last.toLowerCase())) || (head === head.toLowerCase() && tail !== tail.toLowerCase()) ? whole : `${head}${tail}`,
    )
    // (or inside its top-level domain, the line's last letters: "rrahm.79@singnet.example.com.s" / "g")
    .replace(/([\w.+-]+@[\w-]+(?:\.[\w-]+)*\.([a-z]{1,2}))\n([a-z]{1,2})(?=[ \t]*(?:\n|$))/gi, (whole, head: string, start: string, rest: string) =>
      !isTopLevelDomain(start) && isTopLevelDomain(`${start}${rest}`) ? `${head}${rest}` : whole,
    )
    // OCR reads the "@" as "©" or "®", and ".com" as ".corn"; an icon before a line as a lone "@"
    // ("@ jane@example.com", which would join the line above to the address); the dot before the
    // top-level domain as a comma ("mail.example,ca"), a dot of the local part as a colon.
    // (not an icon before a whole address on the next line: "06 47 29 83 16" / "® seb.morelabadie@gmail.com")
    .replace(/([\w.+-])[ \t]?[©®][ \t]?([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})(?![\w.-]*@)/g, '$1@$2')
    .replace(/(^|\n)@\s+/g, '$1')
    // (or between the items of a contact line: "☏ 541-555-0135 @ abby.foster@example.com")
    .replace(/(\s)@\s+(?=[\w.+-]+@[\w-])/g, '$1')
    // An icon read as "@" glued to the address ("@t.moreau@example.fr"), an "l" read as "|" before a dot ("|.dalmolin@").
    .replace(/(^|\n)@(?=[a-z0-9._%+-]+@)/gi, '$1')
    .replace(/(^|\s)\|(?=\.[a-z0-9_%+-]+@)/g, '$1l')
    // (or as the initial after a dot, right before the "@": "laurent.|@example.fr")
    .replace(/\.\|@/g, '.l@')
    // A label a Word conversion glued to the address: "E-mailkarim@example.fr" (capitalised, unlike the address).
    .replace(/(^|\n)(?:E-?mail|E-MAIL|EMAIL|Courriel|COURRIEL)(?=[a-z0-9._%+-]+@)/g, '$1')
    .replace(/(@[\w-]+(?:\.[\w-]+)*),([a-z]{2,4})(?![\w.])/gi, (whole, domain: string, tld: string) => (TLDS.has(tld.toLowerCase()) ? `${domain}.${tld}` : whole))
    // (a top-level domain's last "l" read as a bar: "k.kamara@sierratel.example.s|" for Sierra Leone's ".sl")
    .replace(/(@[\w-]+(?:\.[\w-]+)*\.)([a-z]{1,2})\|(?=[ \t]|$)/gim, (whole, domain: string, head: string) => (isTopLevelDomain(`${head}l`) ? `${domain}${head}l` : whole))
    .replace(/(^|\s)([a-z0-9_-]+):([a-z0-9_-]+@)/gi, '$1$2.$3')
    .replace(/(@[\w-]+(?:\.[\w-]+)*\.c)orn\b/gi, '$1om')
    // (a bracket OCR read before the "@", the icon's edge or the sign's ring: "jane.doe(@example.com")
    .replace(/([\w.+-])[([{]@(?=[a-z0-9])/gi, '$1@');
  // OCR puts spaces around "_", "." and "@" inside addresses: "james _johnson6 @outlook.com",
  // "daniel. murphy@example.com", "zoe@mail.example. fr".
  const joined = text
    // (only an address that opens its line: "Paris. jane@example.com" is a sentence and an address)
    // (not the "e." or "m." that labels an address: "e. mairi.nicleoid@gmail.com")
    .replace(/(^|\n)(?![em]\.)([a-z0-9_-]+)\.[ \t]+(?=[a-z0-9._-]*@)/g, '$1$2.')
    .replace(/(@[\w-]+(?:\.[\w-]+)*\.)[ \t]+([a-z]{2,4})(?![\w.])/gi, (whole, domain: string, tld: string) => (TLDS.has(tld.toLowerCase()) ? `${domain}${tld}` : whole))
    // (a country's domain, where it ends the address: "[fotso.paul@example. cm]")
    .replace(/(@[\w-]+(?:\.[\w-]+)*\.)[ \t]+([a-z]{2})(?=[ \t]*(?:$|\n|[\])>,;]))/gi, (whole, domain: string, tld: string) => (isTopLevelDomain(tld) ? `${domain}${tld}` : whole))
    // (a space inside the top-level domain: "jane.doe@example.c om")
    .replace(/(@[\w-]+(?:\.[\w-]+)*\.)([a-z]{1,2}) ([a-z]{1,2})(?![\w.])/gi, (whole, domain: string, head: string, tail: string) => (TLDS.has(`${head}${tail}`.toLowerCase()) && !isTopLevelDomain(head) ? `${domain}${head}${tail}` : whole))
    // (a space inside the domain's first word, the line's last: "tvandamme@examp le. be")
    .replace(/(@[a-z0-9-]{2,}) ([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[ \t]?([a-z]{2,4}))(?=[ \t]*(?:\n|$))/gi, (whole, head: string, tail: string, tld: string) => (TLDS.has(tld.toLowerCase()) ? `${head}${tail.replace(/[ \t]/g, '')}` : whole))
    .replace(/([\w.+-])\s+([._@])(?=[\w.+-]*\s*@?[\w.-]*\.[a-z]{2,})/gi, '$1$2').replace(/([._@])\s+(?=[\w])/g, (match, sep: string) => (sep === '.' ? match : sep));
  const names = ownerKeys(owner);
  const found = (joined.split('\n').map(restoreUnderscore).join('\n').match(EMAIL) ?? []).map((address) => withoutIconLetters(withoutGluedCapital(address.replace(/^[._%+-]+/, ''), owner), owner).toLowerCase());
  if (found.length === 0) return null;
  // Several addresses (a referee's, a former employer's): the one that carries the candidate's name, else the first.
  const local = (address: string): string => address.split('@')[0].replace(/[^a-z0-9]/g, '');
  const named = found.filter((address) => names.some((part) => local(address).includes(part)));
  // (a work address and a personal one: the personal one, which outlives the job)
  const pool = named.length > 0 ? named : found;
  const chosen = pool.find((address) => isPersonalMailbox(address)) ?? names.map((part) => pool.find((address) => local(address).includes(part))).find(Boolean) ?? pool[0];
  return withOcrFixes(chosen, names);
}

/**
 * An address whose domain a narrow column broke over several lines, each but the last ending at a dot or a hyphen:
 * "verena.irsara-35@mail." / "example-webservices-" / "europe.net", "cynthia.nelson@" / "messagerie.example-" / "outre-mer.net".
 */
function withDomainRejoined(text: string): string {
  const lines = text.split('\n');
  for (let index = 0; index + 1 < lines.length; index += 1) {
    while (index + 1 < lines.length && /[\w.+-]@(?:[a-z0-9-]+\.)*(?:[a-z0-9]+-)?$/i.test(lines[index].trimEnd()) && /[.@-]$/.test(lines[index].trimEnd()) && /^[a-z0-9][a-z0-9.-]*[a-z0-9.-]$/.test(lines[index + 1].trim())) {
      lines.splice(index, 2, `${lines[index].trimEnd()}${lines[index + 1].trim()}`);
    }
  }
  return lines.join('\n');
}

/** Mail providers of private persons, not of an employer or a school. */
const PERSONAL_MAILBOX =
  /@(?:(?:g|google|hot|proton|zoho|fast|tuta|rediff|rocket)?mail\.[a-z.]+|(?:yahoo|ymail|outlook|live|msn|icloud|me|mac|aol|gmx|web|t-online|pm|free|orange|wanadoo|laposte|sfr|neuf|bbox|club-internet|numericable|skynet|telenet|bluewin|videotron|sympatico|rogers|shaw|bell|xtra|bigpond|optusnet|libero|virgilio|tiscali|seznam|wp|o2|interia|onet|mweb|naver|qq|163|126|yandex|inbox|btinternet|sky|talktalk|virginmedia|comcast|verizon|att|sbcglobal|cox|eircom)\.[a-z.]+)$/;

export function isPersonalMailbox(address: string): boolean {
  return PERSONAL_MAILBOX.test(address);
}

/** The candidate's family then given name, folded to letters and digits, as they appear in an address or a handle (3 letters at least). */
function ownerKeys(owner?: PersonName | null): string[] {
  return (owner ? [owner.lastName, owner.firstName] : []).map((part) => fold(part).replace(/[^a-z0-9]/g, '')).filter((part) => part.length >= 3);
}

/** Each of the candidate's given names, folded to letters and digits ("Laura Marie" is "laura" and "marie"). */
function givenNameKeys(owner: PersonName): string[] {
  return fold(owner.firstName)
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''));
}

/** Top-level domains as OCR misreads them, none a real one: ".ora" for ".org", ".con" for ".com". */
const TLD_MISREADS: Record<string, string> = { ora: 'org', orq: 'org', '0rg': 'org', con: 'com', c0m: 'com', corn: 'com', nct: 'net' };

/**
 * A country's second-level domain whose dot OCR lost, no top-level domain as it reads: "example-otago.conz" for ".co.nz",
 * ".comau" for ".com.au", ".acuk" for ".ac.uk" (the countries whose addresses use them).
 */
function withCountryDotRestored(domain: string): string {
  const glued = /\.(co|com|org|net|ac|gov|edu)(uk|nz|au|za|in|jp|kr|il|id|th|br|ar|mx|tr|my|sg|hk|ph|ng|ke|tz|ug|bs|gi|pk|eg|cy|mt|na|bw|zm|zw)$/.exec(domain);
  if (!glued || isTopLevelDomain(`${glued[1]}${glued[2]}`)) return domain;
  return `${domain.slice(0, glued.index)}.${glued[1]}.${glued[2]}`;
}

/**
 * The candidate's address as OCR may have misread it, mended where the rest of the resume tells: a
 * top-level domain one letter off a common one, and a word of the local part one letter off the
 * candidate's name ("k.kellv@" for Kelly: v for y, l for i, 1 for l...). Only the address chosen as
 * the candidate's: a referee's "john.smyth@" is never made "john.smith@".
 */
function withOcrFixes(address: string, names: string[]): string {
  const [localPart, domain] = address.split('@');
  const tld = /\.([a-z0-9]+)$/.exec(domain)?.[1] ?? '';
  const mendedDomain = withProviderSpelled(TLD_MISREADS[tld] ? `${domain.slice(0, -tld.length)}${TLD_MISREADS[tld]}` : withCountryDotRestored(domain));
  // (an address that already carries a name is read right)
  // (after an initial too: "dvanriin@" for van Rijn)
  const oneOff = (word: string, name: string): boolean => name !== word && [...name].filter((letter, index) => letter !== word[index]).length === 1;
  const carried = names.filter((name) => localPart.replace(/[^a-z0-9]/g, '').includes(name));
  // (a name of five letters or more one letter off inside a run that carries another name: "zeeshanulhag23@" for Zeeshan Ul Haq)
  const withinRun = (run: string): string => {
    for (const name of names.filter((each) => each.length >= 5 && !carried.includes(each))) {
      const mended = withNameOneLetterOff(run, name, () => true);
      if (mended) return mended;
    }
    return run;
  };
  const mendedLocal =
    carried.length > 0
      ? localPart.replace(/[a-z]{5,}/g, (run) => (carried.some((name) => run.includes(name)) ? withinRun(run) : run))
      : localPart.replace(/[a-z0-9]{5,}/g, (word) => {
          const name = names.find((each) => (each.length === word.length || each.length === word.length - 1) && oneOff(word.slice(word.length - each.length), each));
          return name ? `${word.slice(0, word.length - name.length)}${name}` : word;
        });
  // A birth year after the name, its "1" read as "l" ("mckenziel977"), unless the name itself ends in l (daniel975);
  // two digits after it, "11" or "16" read "ll" or "l6" ("ymercierll@" for Mercier).
  const withYear = names.some((name) => name.endsWith('l') && mendedLocal.includes(name)) ? mendedLocal : mendedLocal.replace(/(?<=[a-z])l(9[4-9]\d)$/, '1$1');
  const letters = withYear.replace(/[^a-z0-9]/g, '');
  // (not the given name's initial after the family name: "marguerettazl30" for Lucie Marguerettaz)
  const name = names.find((each) => {
    const after = letters.slice(letters.lastIndexOf(each) + each.length);
    return new RegExp(`${each}[0-9l]{2,4}$`).test(letters) && /l/.test(after) && !(each === names[0] && after.startsWith('l') && names[1]?.startsWith('l'));
  });
  const withDigits = name ? withYear.replace(/[0-9l]{2,4}$/, (digits) => digits.replace(/l/g, '1')) : withYear;
  return `${withDigits}@${mendedDomain}`;
}

/** Mail providers' domains that OCR may misread by a letter ("gmaii.com", "outiook.fr"), and the documentation domains. */
const PROVIDER_DOMAINS = [
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.fr', 'yahoo.co.uk', 'hotmail.com', 'hotmail.fr', 'hotmail.co.uk', 'outlook.com', 'outlook.fr',
  'icloud.com', 'protonmail.com', 'proton.me', 'orange.fr', 'wanadoo.fr', 'laposte.net', 'free.fr', 'gmx.com', 'gmx.net', 'gmx.fr', 'live.com', 'live.fr',
  'aol.com', 'msn.com', 'yandex.com', 'zoho.com', 'mail.com', 'email.com', 'ymail.com', 'fastmail.com', 'example.com', 'example.org', 'example.net',
];

/**
 * A domain one letter off a single mail provider's before its top-level domain, or with its "m" read "rn" (seven
 * characters at least, so that no short employer's domain is taken for one).
 */
function withProviderSpelled(domain: string): string {
  if (domain.length < 7 || PROVIDER_DOMAINS.includes(domain)) return domain;
  // ("m" read as "rn": "exarnple.com", "hotrnail.fr")
  if (PROVIDER_DOMAINS.includes(domain.replace(/rn/g, 'm'))) return domain.replace(/rn/g, 'm');
  // (within the name, the top-level domain as printed: "example.co" is a domain of its own)
  const tld = (name: string): string => name.slice(name.lastIndexOf('.'));
  const near = PROVIDER_DOMAINS.filter((provider) => tld(provider) === tld(domain) && editDistance(provider, domain) === 1);
  return near.length === 1 ? near[0] : domain;
}

/**
 * An icon OCR read as the address's first letter, in capitals before the candidate's name
 * or its given name ("Mmurphy.amelia@" for Amelia Murphy, "Memily.harrington@"), or before the given name's initial and the family
 * name ("Mt.moreau-lambert@"), is dropped; an initial of the given name stays ("Jjones@" is not mended).
 */
function withoutGluedCapital(address: string, owner?: PersonName | null): string {
  const family = owner ? fold(owner.lastName).replace(/[^a-z0-9]/g, '') : '';
  // (each given name: "Klauradubois@" for Laura Marie Dubois)
  const givens = owner ? givenNameKeys(owner) : [];
  const match = /^([A-Z])([a-z0-9._%+-]+@.*)$/.exec(address);
  // (or before the given name: "Memily.harrington@" for Emily Harrington)
  // (or before the given name's initial and the family name: "Mt.moreau-lambert@" for Théo Moreau-Lambert)
  const opensOnName =
    match !== null && ((family.length >= 3 && (match[2].startsWith(family) || new RegExp(`^[a-z][._-]?${family}`).test(match[2].replace(/-/g, '')))) || givens.some((given) => given.length >= 3 && match[2].startsWith(given)));
  if (!match || !opensOnName || match[1].toLowerCase() === givens[0]?.[0]) return address;
  return match[2];
}

/**
 * An icon OCR read as two or three letters before the address, which restoreUnderscore took for a
 * part of it ("sa_gchen@" for Grace Chen's gchen@): dropped when the rest carries the family name (or its first four letters) and
 * the letters are not the given names' initials ("gc_chen@" stays).
 */
function withoutIconLetters(address: string, owner?: PersonName | null): string {
  const match = /^([a-z]{2,3})_(.+@.+)$/.exec(address);
  if (!match || !owner) return address;
  const family = fold(owner.lastName).replace(/[^a-z0-9]/g, '');
  const initials = owner.firstName.split(/[\s-]+/).map((word) => fold(word).charAt(0)).join('');
  // (or its first four letters: "ka_icons.92@" for Ionuț Constantinescu's icons.92@)
  const local = match[2].split('@')[0];
  // (or a given name of four letters or more: "ka_ludovicl@" for Ludovic Larcher's ludovicl@)
  const givens = givenNameKeys(owner);
  const carriesName = (family.length >= 3 && (local.includes(family) || (family.length >= 6 && local.includes(family.slice(0, 4))))) || givens.some((given) => given.length >= 4 && local.startsWith(given));
  return carriesName && !initials.startsWith(match[1].charAt(0)) ? match[2] : address;
}

/**
 * OCR reads the underscore of "jane_doe@mail.com" as a space: "jane doe@mail.com" at a line
 * start (after an icon read as one to three symbols), after a separator or an e-mail label, with a
 * lower-case left part, gets it back.
 */
function restoreUnderscore(line: string): string {
  return line.replace(
    /(^|^[^a-z\s]{1,3}\s+|[|·•–—]\s*|\s-\s*|(?:[Ee]-?[Mm][Aa][Ii][Ll]|[Mm]ail|[Cc]ourriel)\s*:?\s*)([a-z0-9.+-]+) ([a-z0-9.+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})(?=\s|$)/g,
    // (not after one letter, an icon OCR read: "EMAIL e jane.doe@"; a left part that ends on a dot goes on without one: "tessier. m@")
    // (nor after a letter and its dot, the "e." that labels an address: "e. mairi.nicleoid@")
    // (nor after a phone number set before it: "090-9146-2659 shota.suzuki@")
    // (nor a short word before an address whose local part has its own dot: an icon, "bet bluefalcon.22@", "84 jasleen.dhillon@", not "bet_bluefalcon.22@")
    (whole, lead: string, left: string, right: string) => {
      if (!/\p{L}/u.test(left) && left.replace(/\D/g, '').length >= 6) return whole;
      if (left.replace(/\.$/, '').length < 2 || (/^[a-z0-9]{2,3}$/.test(left) && right.split('@')[0].includes('.'))) return `${lead}${right}`;
      return /[.-]$/.test(left) ? `${lead}${left}${right}` : `${lead}${left}_${right}`;
    },
  );
}

// (a bracket ends it: "[linkedin.com/in/jane](https://…)", a Markdown link)
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.|www\.)?linkedin\.com\/in\/[^\s,;|()[\]<>"]+/gi;

/**
 * The first LinkedIn profile URL of the text, normalised; else the first profile among the
 * document's hyperlink targets (a layout that prints only an icon, the word "LinkedIn" or the handle); else a
 * bare handle printed right after a "LinkedIn" label ("LinkedIn: jane-doe", "LinkedIn" / "jane-doe-4a1b2c"),
 * a guess that a link's target outranks (the word after a lone label is often the next heading).
 */
export function findLinkedin(text: string, links: readonly string[] = [], owner?: PersonName | null): LinkedinProfile | null {
  // A URL broken over two lines by the layout: "linkedin.com/in/" at a line end, or "…/in/jane-doe-" / "4a1b2c".
  // OCR spellings of the host and path: "Iinkedin . corn / in / jane-doe", "linkedin.com/ln/jane-doe".
  // (the slashes read as "|", "l", "I", "1" or "\")
  const read = text
    .replace(/\b[lI1|]inked[i1Il|]n\s*[.,]\s*c[o0](?:m|rn)\s*[/|\\lI1]\s*[i1Il|][nh]\s*[/|\\lI1]\s*(?=[a-z0-9])/gi, 'linkedin.com/in/')
    .replace(/\b[lI1|]inked[i1Il|]n\s*\.\s*c[o0](?:m|rn)\s*\/\s*[i1Il|][nh]\s*\/\s*/gi, 'linkedin.com/in/')
    // The host's first letter misread ("Ainkedin.com/in/", "ps:/Ainkedin"), the slash after "in" read as "f", "l" or "1".
    .replace(/(?:\b|(?<=[/:]))[A-Z]inkedin\.com\/in\//g, 'linkedin.com/in/')
    .replace(/(linkedin\.com\/in)[fl1](?=[a-z0-9-]{3,}\/?(?:\s|\)|$))/gi, '$1/')
    // ("com/in" in small light type: "linkedin.convin/")
    .replace(/\blinkedin\.convin\//gi, 'linkedin.com/in/')
    // (a handle's first "l" read as a bar, after the URL or a label with its colon: "LinkedIn : |-vidal")
    .replace(/(linkedin\.com\/in\/|linkedin[ \t]*[:：][ \t]*)\|(?=[a-z0-9-])/gi, '$1l')
    // An OCR'd label: "Linkedln", "Linkedin:".
    .replace(/(^|\n|[|·•]\s*)[lI1|]inked[i1Il|]n(?![.\w])/gi, '$1LinkedIn')
    // The host's or the path's letters and slashes OCR lost or doubled, a host without its ".com": "inkedin.com", "nkedin.com",
    // "linked in.com", "linkedincom", "linkedin com/in/", "linkedin.comin/", "linkedin.com//in/", "linkedin.com›in›", "linkedin/in/".
    .replace(/(^|[\s/:(])(?:(?:l?i)?nked\s?in(?:\.?|\s)com|linkedin)\s*(?:\/{1,2}|›)?\s*in\s*(?:\/|›)(?=[a-z0-9])/gim, '$1linkedin.com/in/')
    // (its last slash read as a space: "linkedin com/in marie-eve-tremblay")
    .replace(/\blinkedin(?:\.|[ \t])?com\/in[ \t]+(?=[a-z0-9][a-z0-9-]{2,}[ \t]*(?:\n|$))/gi, 'linkedin.com/in/')
    // A path without its "in/" ("linkedin.com/jane-doe"; "linkedin.com/injane-doe" is left alone).
    .replace(/\blinkedin\.com\/(?!in\/|in[a-z0-9]|company\/|school\/|jobs\b|feed\b|pub\/|groups\/)(?=[a-z0-9][a-z0-9-]{2,}(?:\/|\s|$))/gi, 'linkedin.com/in/')
    // (a hexadecimal suffix's 0 read as a capital O among lower-case letters: "edouard-sandrine-eOfb")
    .replace(/(linkedin\.com\/in\/[a-z0-9%-]*-)([0-9a-fO]*O[0-9a-fO]*)(?=[\s/|,;)]|$)/gm, (whole, head: string, suffix: string) => (/[0-9a-f]/.test(suffix) ? `${head}${suffix.replace(/O/g, '0')}` : whole))
    // A handle's hyphens read as dashes ("jane—doe") or followed by a space ("jane- doe").
    .replace(/(linkedin\.com\/in\/[\w%-]*)[–—‐‑]([\w%-])/gi, '$1-$2')
    .replace(/(linkedin\.com\/in\/[\w%-]*-)[ \t]+([\w%-]+)/gi, '$1$2')
    // (or set apart by spaces on both sides, the handle's last piece in lower case ending the line: "…/in/jane - doe")
    .replace(/(linkedin\.com\/in\/[\w%-]*[\w%])[ \t]+-[ \t]*([a-z0-9%][a-z0-9%-]*)(?=[ \t]*(?:\n|$))/g, '$1-$2')
    // (its hexadecimal suffix cut in two by a space OCR read in it, after the URL or the label: "jane-doe-4a2 1b93"; not a year after it)
    .replace(/((?:linkedin\.com\/in\/|linkedin[ \t]*[:：]?[ \t]*)[a-z0-9][\w%-]*-)([0-9a-filo]{1,9})[ \t]+([0-9a-filo]{1,9})(?=[ \t]*(?:\n|$|[|·•,]))/gi, (whole, head: string, first: string, rest: string) =>
      /^[0-9a-filo]{5,10}$/i.test(`${first}${rest}`) && (`${first}${rest}`.match(/\d/g) ?? []).length >= 2 && /\d/.test(rest) && !/^(?:19|20)\d{2}$/.test(rest) ? `${head}${first}${rest}` : whole,
    )
    // (or a handle in LinkedIn's own shape that ends its line, its label on the line above or none: "LinkedIn" / "benoit-lemaitre-26b 730")
    .replace(/(^|[ \t])([a-z]{2,}(?:-[a-z]{2,})+-)([0-9a-f]{1,8})[ \t]+([0-9a-f]{1,8})(?=[ \t]*(?:\n|$))/gm, (whole, lead: string, head: string, first: string, rest: string) =>
      LINKEDIN_SUFFIXED.test(`${head}${first}${rest}`) && /\d/.test(rest) && !/^(?:19|20)\d{2}$/.test(rest) ? `${lead}${head}${first}${rest}` : whole,
    );
  const joined = read
    // (the host broken inside its name by a narrow column: "www.linked" / "in.com/in/mads-christensen-dk")
    .replace(/((?:www\.)?l[a-z.]{2,12})\n([a-z.]{1,12}\/in\/)/gi, (whole, head: string, tail: string) => (/^(?:www\.)?linkedin\.com\/in\/$/i.test(`${head}${tail}`) ? `${head}${tail}` : whole))
    .replace(/(linkedin\.com\/in\/)\s*\n\s*/gi, '$1')
    .replace(/(linkedin\.com\/in\/[\p{L}\p{N}_%-]*-)\n([\p{L}\p{N}_%-]+)(?=\s|$)/giu, '$1$2')
    // Broken anywhere else by a narrow column: the rest of the handle alone on the next line, in lower case ("…/in/jane-do" / "e-4a1b2c"),
    // or before the label a LinkedIn export prints after it ("…/in/yassinejaziri8" / "7 (LinkedIn)").
    // (not a year alone on the next line, a date of the column read after it: "…/in/diarra-mariam-55" / "2010")
    .replace(/(linkedin\.com\/in\/[\w.%-]{2,})\n([a-z0-9%_-]{1,40}\/?)(?=\n|$|[ \t]+\(linkedin\))/gi, (whole, head: string, rest: string) => (rest === rest.toLowerCase() && !/^(?:19|20)\d{2}$/.test(rest) ? `${head}${rest}` : whole))
    // A host broken from its path: "linkedin.com/" / "in/jane-doe", "www.linkedin.com" / "/in/jane-doe".
    .replace(/(linkedin\.com\/?)\s*\n\s*(\/?in\/)/gi, (_whole, host: string) => `${host.replace(/\/$/, '')}/in/`);
  const names = ownerKeys(owner);
  for (const match of joined.matchAll(LINKEDIN)) {
    const profile = normalizeLinkedinUrl(withHyphenReadAsSpace(match[0].replace(/[.\]]+$/, ''), joined.slice((match.index ?? 0) + match[0].length), names));
    if (profile) return withClippedHandle(withHexSuffix(profile), joined);
  }
  // A profile the document links to (an icon, the word "LinkedIn", the name): of several (a referee's, a
  // co-author's), the one that carries the candidate's name, else the first.
  const linked = linkedinFromLinks(links, owner);
  if (linked) return linked;
  const labelled =
    /(?:^|\n|[|·•]\s*)\s*(?:(?:f?in|©|®|@|&|Q)\s+)?(?:linkedin|linked in)(\s*(?:[:：/•·|–—]|\s-)?\s*(?:\n\s*)?)(?:in\s+)?@?(?:\/?in\/)?([a-z0-9](?:[a-z0-9%-]|[._](?=[a-z0-9])){2,99})\s*(?:\n|$|[|·•,])/i.exec(joined);
  // (a capitalised word right after the label with no colon is prose: "LinkedIn Learning")
  const prose = labelled !== null && !/[:：\n/•·|–—]/.test(labelled[1]) && /^\p{Lu}\p{Ll}+$/u.test(labelled[2]);
  // (a capitalised word on the next line, after a label with no colon, is the next label or heading: "LinkedIn" / "ABOUT", "Linkedin" / "Work")
  const nextLabel = labelled !== null && /\n/.test(labelled[1]) && !/[:：]/.test(labelled[1]) && /^\p{Lu}/u.test(labelled[2]);
  if (labelled && !prose && !nextLabel && /[a-z]/i.test(labelled[2]) && !OTHER_PROFILE_LABEL.test(labelled[2])) return normalizeLinkedinUrl(`linkedin.com/in/${labelled[2]}`);
  // A label anywhere on a line, the handle followed by more of the row: "Profil LinkedIn : mdupont75",
  // "06 12 34 56 78  LinkedIn: jane-doe  Lyon, France", "e-mail … LinkedIn jdupont75 Lyon", "LinkedIn (jean-dupont)".
  // Only a handle with a hyphen, an underscore, a dot or a digit, one that carries a name, or one that ends its line
  // after a colon ("LinkedIn: active member" is prose, and so is "LinkedIn learning"); with no colon, only in lower case.
  // (its pieces set apart around a hyphen by OCR put together when the whole carries the names: "jean - dupont")
  for (const match of joined.matchAll(/(?:^|[\s|·•])(?:linkedin|linked in)[ \t]*([:：]|\.(?=[ \t])|[@(«"'/–—-])?[ \t]*@?(?:\/?in\/)?([a-z0-9](?:[a-z0-9%-]|[._](?=[a-z0-9])){2,99})(?:[ \t]+-[ \t]+([a-z0-9][a-z0-9-]{1,60}))?(?=[ \t|·•,)»"']|\n|$)/gim)) {
    const [whole, mark, first, rest] = match;
    const colon = mark !== undefined && /[:：]/.test(mark);
    const handle = rest !== undefined && names.length === 2 && names.every((name) => `${first}${rest}`.replace(/-/g, '').toLowerCase().includes(name)) ? `${first}-${rest}` : first;
    const endsLine = /^[ \t]*(?:\n|$)/.test(joined.slice((match.index ?? 0) + whole.length));
    if (!/[a-z]/i.test(handle) || OTHER_PROFILE_LABEL.test(handle) || (!colon && handle !== handle.toLowerCase())) continue;
    if (/[-_.\d]/.test(handle) || names.some((name) => handle.toLowerCase().replace(/[-_.]/g, '').includes(name)) || (colon && endsLine)) return normalizeLinkedinUrl(`linkedin.com/in/${handle}`);
  }
  // A label table read row by row ("LinkedIn" / "Twitter" ... "jane-doe-4a1b2c" / "janedoe"): a hyphenated handle
  // alone on its line that carries the candidate's first and family names.
  if (labelled && names.length === 2) {
    const handle = joined.split('\n').find((line) => /^[a-z0-9]+(?:-[a-z0-9]+)+\/?$/.test(line.trim()) && names.every((name) => line.replace(/-/g, '').includes(name)));
    if (handle) return normalizeLinkedinUrl(`linkedin.com/in/${handle.trim()}`);
  }
  // A handle with its label after it, on the same line: "jane-doe (LinkedIn)", "jane-doe | LinkedIn".
  // (an icon before it, read by OCR as one to three characters: "in jane-doe (LinkedIn)", "În jane-doe (Linkedin)")
  const after = /(?:^|\n|[|·•][ \t]*)[ \t]*(?:\S{1,3}[ \t]+)?([a-z0-9][a-z0-9%_-]{2,99})[ \t]*(?:\([ \t]*linkedin[ \t]*\)|[|·•–—-][ \t]*linkedin)[ \t]*(?:\n|$)/i.exec(joined);
  if (after && /[a-z]/i.test(after[1])) return normalizeLinkedinUrl(`linkedin.com/in/${after[1]}`);
  return handleAlone(joined, names, links);
}

/**
 * A profile URL whose handle's hyphen OCR read as a space, the rest of the handle after it up to the line's end:
 * "linkedin.com/in/luis-s santiago-fb02c" for Luis Santiago. Joined when the rest carries a name of the
 * candidate's that the handle before it lacks.
 */
function withHyphenReadAsSpace(url: string, after: string, names: string[]): string {
  const rest = /^[ \t]+([a-z0-9]+(?:-[a-z0-9]+)*)\/?[ \t]*(?:\S{1,3}[ \t]*)?(?:\n|$)/.exec(after)?.[1];
  if (!rest) return url;
  const joins = names.some((name) => rest.replace(/-/g, '').includes(name) && !url.toLowerCase().replace(/-/g, '').includes(name));
  return joins ? `${url}${url.endsWith('-') ? '' : '-'}${rest}` : url;
}

/**
 * `text` with its first stretch that is `name` but for one letter, that letter accepted as a misreading
 * (`accepts(read, meant)`), spelled as the name; null when no stretch is.
 */
function withNameOneLetterOff(text: string, name: string, accepts: (read: string, meant: string) => boolean): string | null {
  for (let at = 0; at + name.length <= text.length; at += 1) {
    const window = text.slice(at, at + name.length);
    const differing = [...name].flatMap((letter, index) => (letter === window[index] ? [] : [index]));
    if (differing.length === 1 && accepts(window[differing[0]], name[differing[0]])) return `${text.slice(0, at)}${name}${text.slice(at + name.length)}`;
  }
  return null;
}

/** Letters OCR takes for one another in a handle, as (read, meant) pairs. */
const HANDLE_LOOK_ALIKES = new Set(['li', 'il', 'l1', '1l', 'i1', '1i', 'o0', '0o', 'ec', 'ce']);

/**
 * A LinkedIn handle OCR misread where the candidate's name is spelled both on the page and in the e-mail
 * address: "rn" read for "m" ("rnariam-diarra" beside mariam.diarra@ for Mariam Diarra), or one letter
 * for a look-alike (l/i/1, o/0, e/c). Two readings agreeing outweigh the handle's; a handle that does not
 * come near the name is left as it is.
 */
export function withHandleSpelledAsAddress(profile: LinkedinProfile | null, owner: PersonName | null, email: string | null): LinkedinProfile | null {
  if (!profile || !email) return profile;
  // (the name in the address's domain too, the candidate's own: "mail@odhran-mcfadden.ie")
  const spelled = email.replace(/\.[a-z]+$/, '').replace(/[^a-z0-9]/g, '');
  let key = profile.key;
  for (const name of ownerKeys(owner).filter((each) => each.length >= 4 && spelled.includes(each) && !key.includes(each))) {
    const extra = (name.match(/m/g) ?? []).length;
    const misreadM = [...key].flatMap((_, at) => Array.from({ length: extra }, (__, more) => key.slice(at, at + name.length + more + 1))).find((piece) => piece.includes('rn') && piece.replace(/rn/g, 'm') === name);
    if (misreadM) {
      key = key.replace(misreadM, name);
      continue;
    }
    key = withNameOneLetterOff(key, name, (read, meant) => HANDLE_LOOK_ALIKES.has(`${read}${meant}`)) ?? key;
  }
  return key === profile.key ? profile : (normalizeLinkedinUrl(`linkedin.com/in/${key}`) ?? profile);
}

/**
 * The hexadecimal suffix LinkedIn gives a handle ("jane-doe-4a1b2c3d") as OCR misread it: "l" or "i" for 1,
 * "o" for 0 ("jane-doe-4alb2c3d"). Only a last segment of five to ten characters with two digits at least,
 * hexadecimal but for one or two of those letters: a word ("-blog", "-lille59") is left as it is.
 */
function withHexSuffix(profile: LinkedinProfile): LinkedinProfile {
  const match = /^(.+-)([0-9a-filo]{5,10})$/.exec(profile.key);
  const misread = (match?.[2].match(/[ilo]/g) ?? []).length;
  if (!match || misread === 0 || misread > 2 || (match[2].match(/\d/g) ?? []).length < 2) return profile;
  return normalizeLinkedinUrl(`linkedin.com/in/${match[1]}${match[2].replace(/[il]/g, '1').replace(/o/g, '0')}`) ?? profile;
}

/**
 * A URL the page clipped ("(https://www.linkedin.com/in/charlottekowa" at the page's edge) whose
 * handle is printed whole on a line of its own ("charlottekowalczyk"): the whole handle.
 */
function withClippedHandle(profile: LinkedinProfile, text: string): LinkedinProfile {
  if (profile.key.length < 4) return profile;
  const whole = text.split('\n').map((line) => line.trim().toLowerCase()).find((line) => line.length > profile.key.length && line.startsWith(profile.key) && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(line));
  return whole ? (normalizeLinkedinUrl(`linkedin.com/in/${whole}`) ?? profile) : profile;
}

/**
 * A handle printed alone beside an icon in the contact block, the network shown only by the icon
 * ("in  grainne-healy" on an image): a hyphenated lower-case handle that carries the candidate's
 * family name, in the contact block (contactBlock), with no other network named on its line or the one above. A guess
 * (an icon-only GitHub handle reads the same), made only when nothing else is found; a handle the
 * document links to another network counts only when it is printed once more than it is so linked
 * (one handle under the GitHub and the LinkedIn icons, only GitHub's linked).
 */
function handleAlone(text: string, nameKeys: string[], links: readonly string[]): LinkedinProfile | null {
  // (a German name's umlaut as a handle spells it: "schaefer-hartmann" for Schäfer-Hartmann, whose folded key is "schaferhartmann")
  const names = nameKeys.map(withoutUmlautSpelling);
  const lines = text.split('\n');
  const inContactBlock = contactBlock(lines);
  const printed: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (!inContactBlock[index] || OTHER_NETWORK.test(line)) continue;
    // (another network named on the line above: its handle, unless this one is after "in/", as a label table read row by row prints it, "GitHub" / "in/linhpham45")
    const otherAbove = OTHER_NETWORK.test(lines[index - 1] ?? '');
    for (const piece of contactPieces(line)) {
      const handle = handleOf(piece);
      if (!handle) continue;
      // (after "in/", LinkedIn's own path, any handle: "in/jdoe42")
      const pathed = /(?:^|\s)\/?[lI1|]?in\//i.test(piece);
      // (or after LinkedIn's "in" badge as OCR reads it, a handle with a hyphen or a digit, no word: "in cedar-dev", "[in] jdoe42")
      const badged = /^\s*[[(]?in[\])]?\s+\S+\s*$/i.test(piece) && /[-_\d]/.test(handle);
      if (otherAbove && !pathed && !badged) continue;
      // (the family name with the given name's initials around it, "mhofer", "hoferm2": a handle, not a word)
      const initials = (rest: string): boolean => rest.length > 0 && /^[a-z]{0,2}\d{0,4}$/.test(rest) && /[a-z]/.test(rest) && rest[0] === names[1]?.[0];
      const letters = withoutUmlautSpelling(handle.replace(/[-_]/g, ''));
      // (or, hyphenated, the given names where the family name is spelled another way: "anna-maria-krueger-e8d4bd37" for Anna Maria Kruger)
      // (a page whose name was not read gives no name to find: only a handle after "in/" or a badge counts there)
      const named =
        names.length > 0 &&
        ((letters.includes(names[0]) && (/[-_]/.test(handle) || names.every((name) => letters.includes(name)) || initials(letters.replace(names[0], '')))) ||
          (names[1] !== undefined && names[1].length >= 4 && letters.startsWith(names[1]) && handle.split(/[-_]/).length >= 3));
      // (an icon OCR read as letters glued before a handle that opens on the given name: "finbrianmugisha")
      const glued = named && names[1] !== undefined ? new RegExp(`^[a-z]{1,3}(?=${names[1]})`).exec(letters) : null;
      // (with no name to go by, only a line that is the path alone, in lower case, after an icon at most: "in in/jdoe42", not "Worked in/out of hours")
      // (or the path as a piece of a contact row: "jdoe@example.com | in/jdoe42")
      const contactRow = pathed && /[\w.+-]@[\w-]+\.[a-z]{2,}|(?:\+|\b0)\d[\d\s().-]{7,}\d/i.test(line);
      // (LinkedIn's own shape for a profile it named: the names, hyphenated, and a hexadecimal suffix, "marie-dupont-4a21b93",
      // whatever name the page was read with)
      const suffixed = LINKEDIN_SUFFIXED.test(handle);
      if (names.length === 0 && !/^\s*(?:\S{1,3}\s+)?\/?in\/[a-z0-9-]{3,}\/?\s*$/.test(line) && !badged && !contactRow && !suffixed) continue;
      if (pathed || badged || named || suffixed) printed.push(glued && /^(?:f?in|im|ln)$/.test(glued[0]) ? handle.slice(glued[0].length) : handle);
    }
  }
  // (a piece of a longer one is the page's clipped print of it: "ria-krueger-e8d4bd3" beside "anna-maria-krueger-e8d4bd37")
  for (const handle of new Set(printed.filter((each) => !printed.some((other) => other !== each && other.includes(each))))) {
    const elsewhere = links.filter((link) => link.toLowerCase().includes(handle) && OTHER_NETWORK.test(link)).length;
    if (printed.filter((each) => each === handle).length > elsewhere) return normalizeLinkedinUrl(`linkedin.com/in/${handle}`);
  }
  return null;
}

/** A handle LinkedIn made from a member's names: two words or more, hyphenated, then 5 to 9 hexadecimal digits, two of them figures. */
const LINKEDIN_SUFFIXED = /^[a-z]{2,}(?:-[a-z]{2,})+-(?=(?:[a-f]*\d){2})[0-9a-f]{5,9}$/;

/** A folded word with "ae", "oe" and "ue" read as the umlauted vowel they spell ("schaefer" and "schafer" alike). */
const withoutUmlautSpelling = (word: string): string => word.replace(/([aou])e/g, '$1');

/**
 * Which lines are the contact block's: the first 20, and those within three lines of an e-mail address or a
 * phone number wherever the page puts them (a sidebar on the right or a footer, read after the main column), or
 * among the three lines under a "Links" heading.
 */
function contactBlock(lines: string[]): boolean[] {
  // (an address wrapped at its domain counts: "jane.doe@gmail." / "com")
  const contact = lines.map((line) => /[\w.+-]@[\w-]+(?:\.[a-z]{2,}|\.?\s*$)/i.test(line) || /(?:\+|\b0)\d[\d\s().-]{7,}\d/.test(line));
  const links = lines.map((line) => LINKS_HEADING.test(line.trim()));
  const contactHeading = lines.map((line) => CONTACT_HEADING.test(line.trim()));
  const within = (marks: boolean[], index: number, from: number, to: number): boolean => marks.slice(Math.max(0, index + from), index + to + 1).includes(true);
  return lines.map((_, index) => index < 20 || within(contact, index, -3, 3) || within(links, index, -3, -1) || within(contactHeading, index, -6, -1));
}

/** A heading over the contact rows, which a sidebar may hold anywhere on the page. */
const CONTACT_HEADING = /^(?:contact(?:\s+(?:details|info(?:rmation)?))?|coordonn[ée]es|me\s+contacter|get\s+in\s+touch)\s*:?$/i;

/** A heading over a person's profiles on the web. */
const LINKS_HEADING = /^(?:links|liens|profiles?|profils?|online|en ligne|social|r[ée]seaux(?: sociaux)?|web)\s*:?$/i;

/**
 * A contact line's pieces: "jane@example.com | jane-doe"; handles set side by side with one space
 * under their icons ("jane-doe jane-doe", a Word document's line) are pieces of their own, and so are the
 * handle-shaped words of a row run together.
 */
function contactPieces(line: string): string[] {
  // (bullets OCR read as a hyphen or a star set apart: "… 605294 - (in | ssempala-wasswa * a Gulu")
  // (and an icon OCR read as a lone symbol between two pieces of a row: "El mdupont75 ® Lyon, France")
  const pieces = line.split(/\s[|·•–—*-]\s|\s{2,}|\s[^\p{L}\p{N}\s+/()[\]]\s/u).flatMap((piece) => {
    const words = piece.trim().split(/\s+/);
    return words.length >= 2 && words.every((word) => /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(word)) ? words : [piece];
  });
  // (a contact row a Word document ran together with single spaces: "… Sham Shui Po, Kowloon ka-ho-cheung-205c18f",
  // "… Casablanca-Settat in/mberrada43": its handle-shaped words, after "in/" or hyphenated in lower case)
  const runIn = line.split(/\s+/).filter((word) => /^\/?in\/[a-z0-9][a-z0-9-]{2,}\/?$/i.test(word) || /^[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}\/?$/.test(word));
  // (a handle after an icon at the row's start, the row going on after one space: "© jean-dupont Paris, France")
  const afterIcon = /^\s*(?:[^\p{L}\p{N}\s]{1,3}|[[(]?in[\])]?)\s+([a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)\s+\S/u.exec(line)?.[1];
  return [...pieces, ...[...runIn, ...(afterIcon ? [afterIcon] : [])].filter((word) => !pieces.includes(word))];
}

/**
 * The handle a piece holds: lower case, after an icon OCR read as one or two crumbs of one to four characters ("in", "(in)", "© in")
 * and an optional "@", "in/" or "/in/"; in capitals only after "in/" ("IN/JANE-DOE", a layout in
 * capitals: a family name alone in capitals is no handle).
 */
function handleOf(piece: string): string | null {
  // (an icon glued to "in/" reads as one more letter: "lin/jane-doe")
  // (or glued to it in its brackets: "[in]awandiaye")
  // (two icons or an icon and its frame read as two crumbs: "© in jane-doe-4a1b2c"; the icon then a bare slash: "(in) /jane-doe")
  // (after "in/", a username with a dot too: "in/layla.b-uk")
  const handle =
    /^\s*(?:[^\sa-z]{1,3}\s+)?(?:\S{1,4}\s+|[[(]in[\])])?(?:@|\/?[lI1|]?in\/|\/)?([a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)\/?\s*$/.exec(piece)?.[1] ??
    /^\s*(?:\S{1,4}\s+)?\/?in\/([a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*)\/?\s*$/i.exec(piece)?.[1];
  return handle ? handle.toLowerCase() : null;
}

const OTHER_NETWORK = /\b(?:github|gitlab|twitter|x\.com|facebook|instagram|behance|dribbble|medium|youtube|tiktok|stackoverflow|xing|viadeo|mastodon|bitbucket|codepen|kaggle)\b/i;

/** Words after a "LinkedIn" label that are not a handle: another network's label, a URL's start. */
const OTHER_PROFILE_LABEL = /^(?:https?|www|profile|profiles|github|gitlab|twitter|x|facebook|instagram|website|portfolio|site|blog|email|e-mail|phone|behance|dribbble|medium|youtube|tiktok|stackoverflow|xing|viadeo)$/i;

/** The LinkedIn profile among a document's hyperlink targets, normalised: the one that carries the owner's name, else the first. */
function linkedinFromLinks(links: readonly string[], owner?: PersonName | null): LinkedinProfile | null {
  const profiles = links.map((link) => normalizeLinkedinUrl(link)).filter((profile): profile is LinkedinProfile => profile !== null);
  const names = ownerKeys(owner);
  const carriesName = (profile: LinkedinProfile): boolean => names.some((name) => profile.key.replace(/[^a-z0-9]/g, '').includes(name));
  return profiles.find(carriesName) ?? profiles[0] ?? null;
}

/** The address of the first valid `mailto:` among a document's hyperlink targets, lower-cased. */
export function emailFromLinks(links: readonly string[]): string | null {
  for (const link of links) {
    const mailto = /^mailto:([^?#]+)/i.exec(link.trim());
    if (!mailto) continue;
    let address: string;
    try {
      address = decodeURIComponent(mailto[1]).trim();
    } catch {
      continue;
    }
    const whole = new RegExp(`^${EMAIL.source}$`).exec(address);
    if (whole) return whole[0].toLowerCase();
  }
  return null;
}
