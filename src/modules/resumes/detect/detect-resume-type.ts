// File-type detection lives in common/files/detect-resume-type.ts (uploads and the worker share it).
// Kept so the extraction code's imports stay as they are; import from common/files in new code.
export { detectResumeType } from '../../../common/files/detect-resume-type';
export type { ResumeType } from '../../../common/files/detect-resume-type';
