// The design document as the own server's JSON (DampenerDesignData) and back, and the record the
// server answers: later edits (patch data) win over the first save (post data).
import type { DampenerDesignData, DampenerRecord, JsonObject } from '../api/own-api-types.ts';
import { parseDampenerDesign } from './design-parse.ts';
import type { DampenerDesign, DampenerDesignRecord } from './types.ts';

/** The document as plain JSON for a POST or PATCH body. */
export function designToData(design: DampenerDesign): DampenerDesignData {
  return JSON.parse(JSON.stringify(design)) as JsonObject;
}

/** The design a record holds now (its latest edit), or null when the stored data is unreadable. */
export function recordDesign(record: DampenerRecord): DampenerDesignRecord | null {
  const parsed = parseDampenerDesign(record.dampenerPatchData ?? record.dampenerPostData);
  return parsed.ok ? { memberId: record.memberId, createTime: record.create_time, design: parsed.design } : null;
}
