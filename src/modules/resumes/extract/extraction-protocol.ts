import { Extraction } from './extract-text';
import { ExtractionFailure } from './extraction-error';

export interface ChildRequest {
  id: number;
  ext: string;
  bytes: Uint8Array;
}

export type ChildReply =
  | { id: number; ok: true; result: Extraction }
  | { id: number; ok: false; reason: ExtractionFailure; message: string };
