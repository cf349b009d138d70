import { Extraction } from './extract-text';
import { ExtractionFailure } from './extraction-error';
import { OcrLimits } from './pdf-ocr';

export interface ChildRequest {
  id: number;
  ext: string;
  bytes: Uint8Array;
  /** Bounds of OCR for a PDF without a text layer (defaults when absent). */
  ocr?: OcrLimits;
}

export type ChildReply =
  | { id: number; ok: true; result: Extraction }
  | { id: number; ok: false; reason: ExtractionFailure; message: string };
