/**
 * A multipart/form-data body read as it streams in (docs/sources.md "Imports as jobs"): fields as text, a file as the
 * chunks it arrived in. Unlike `Request.formData()`, the body is never gathered whole nor copied into a Blob and
 * back, so a 5 MB upload costs the instance about 5 MB, not several copies of it.
 */
import {
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";

/** A file part: its name as sent and its bytes, in the chunks they arrived in. */
export interface StreamedFile {
  fileName: string;
  chunks: readonly Uint8Array[];
  size: number;
}

/** A form's parts by name: a field's text, or a file. A name sent twice keeps its last part. */
export type StreamedForm = Record<string, string | StreamedFile>;

/** Why a form could not be read: it is not multipart, or it breaks a limit, or it is cut short. */
export class StreamedFormError extends Error {}

/** The limits a form is read under; the body's own size is bounded before (the app shell's body limit). */
export interface StreamedFormLimits {
  /** The largest file or field, in bytes. */
  maxPartBytes: number;
  /** The most parts (fields and files) a form may have. */
  maxParts: number;
}

/** Reads `request`'s multipart/form-data body part by part. */
export async function readStreamedForm(
  request: Request,
  limits: StreamedFormLimits,
): Promise<StreamedForm> {
  const form: StreamedForm = {};
  try {
    for await (
      const part of parseMultipartRequest(request, {
        maxFileSize: limits.maxPartBytes,
        maxParts: limits.maxParts,
        maxTotalSize: limits.maxPartBytes + 1024 * 1024,
      })
    ) {
      const name = part.name;
      if (name === undefined) continue;
      form[name] = part.isFile
        ? {
          fileName: part.filename ?? "",
          chunks: part.content,
          size: part.size,
        }
        : part.text;
    }
  } catch (error) {
    if (error instanceof MultipartParseError) {
      throw new StreamedFormError(error.message);
    }
    // A body cut short (the client went away) reads as a broken form too.
    if (error instanceof TypeError) throw new StreamedFormError(error.message);
    throw error;
  }
  return form;
}

/** The file's bytes as one array (copied once; a small file's in-request path reads it whole). */
export function fileBytes(file: StreamedFile): Uint8Array {
  if (file.chunks.length === 1) return file.chunks[0];
  const bytes = new Uint8Array(file.size);
  let at = 0;
  for (const chunk of file.chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
