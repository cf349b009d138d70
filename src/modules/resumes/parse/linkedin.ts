// LinkedIn normalisation lives in common/text/linkedin.ts (one rule for every brick and the parser).
// Kept so the parser's imports stay as they are; import from common/text/linkedin in new code.
export { normalizeLinkedinUrl } from '../../../common/text/linkedin';
export type { LinkedinProfile } from '../../../common/text/linkedin';
