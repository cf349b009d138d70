import { createHash } from 'node:crypto';
import { emailKey, foldName } from '../../common/text/normalize';
import { ContactRequestInput } from './contact-request.validation';

/**
 * The replay key of SPEC 4.4 rule 5: same client, e-mail (matching key), kind, topic, company
 * (folded name) and form. Two requests with the same fingerprint within 10 minutes are one.
 */
export function contactRequestFingerprint(clientId: string, input: ContactRequestInput): string {
  const parts = [
    clientId,
    emailKey(input.email),
    input.kind,
    input.topic ?? '',
    foldName(input.companyName ?? ''),
    input.message ?? '',
    input.formName ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
