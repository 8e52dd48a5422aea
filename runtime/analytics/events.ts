/**
 * Analytics events (spec 3, 5, 8): only click, view, expose and error are accepted; each becomes a
 * queue entry `{op_obj_value, op_type, op_res, op_obj_type, user_timestamp_}`.
 */

/** The accepted event kinds. */
export const ANALYTICS_KINDS = ['click', 'view', 'expose', 'error'] as const;

/** An accepted kind. */
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** Error type codes (spec 8). */
export const ERROR_TYPES = {
  /** A resource (image, script, stylesheet) failed to load. */
  resource: '100101',
  /** An uncaught script error. */
  script: '100102',
  /** An unhandled promise rejection. */
  rejection: '100103',
  /** A client API call failed (trigger 'req error' / 'res error'). */
  api: 'api error',
  /** A third party (chat, one-tap) or a runtime feature failed and was swallowed. */
  runtime: 'runtime error',
} as const;

/** Message of resource errors (spec 8). */
export const RESOURCE_ERROR_MESSAGE = 'resource reload error';

/** Scalar field values of an event. */
export type EventFieldValue = string | number | boolean | null;

/** What callers pass to `track`. */
export interface AnalyticsEventInput {
  /** Event kind; anything but click, view, expose, error is refused. */
  kind: string;
  /** `op_obj_type`: the error type code, a click key, a view type…; default: the kind. */
  type?: string;
  /** Kind-specific fields (spec 3), e.g. `error_msg`, `url`, `title`. */
  fields?: Record<string, EventFieldValue>;
  /** Free-form extras, sent as the `addition` JSON string. */
  addition?: Record<string, unknown>;
  /** `op_res`: result of the action, if any. */
  result?: string;
  /** Flush the queue right after this event. */
  sync?: boolean;
}

/** One entry of the wire payload's `list`. */
export interface QueueEntry {
  /** JSON string of the fields plus `addition`. */
  op_obj_value: string;
  /** The kind. */
  op_type: AnalyticsKind;
  /** Result of the action. */
  op_res: string;
  /** Sub-type (error code, click key…). */
  op_obj_type: string;
  /** Client time, ms since epoch. */
  user_timestamp_: number;
}

/** True for the four accepted kinds. */
export function isAnalyticsKind(kind: unknown): kind is AnalyticsKind {
  return typeof kind === 'string' && (ANALYTICS_KINDS as readonly string[]).includes(kind);
}

/** Converts an input to a queue entry; `null` when the kind is refused. */
export function toQueueEntry(input: AnalyticsEventInput, now: number): QueueEntry | null {
  if (!isAnalyticsKind(input.kind)) return null;
  return {
    op_obj_value: JSON.stringify({ ...input.fields, addition: JSON.stringify(input.addition ?? {}) }),
    op_type: input.kind,
    op_res: input.result ?? '',
    op_obj_type: input.type ?? input.kind,
    user_timestamp_: now,
  };
}

/** True when a parsed value has the shape of a queue entry (for restoring persisted queues). */
export function isQueueEntry(value: unknown): value is QueueEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.op_obj_value === 'string' &&
    isAnalyticsKind(v.op_type) &&
    typeof v.op_res === 'string' &&
    typeof v.op_obj_type === 'string' &&
    typeof v.user_timestamp_ === 'number'
  );
}
