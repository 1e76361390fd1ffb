import { outletPatchSchema } from '@roast/domain';
import { fieldRefusal, messageOf, StaffApiError } from '../../lib/api';

/** A closed day's reason has its own field: 'reason:2026-12-25'. */
export type ReasonField = `reason:${string}`;
export type SettingsField =
  | 'open'
  | 'close'
  | 'closedDates'
  | 'phone'
  | 'slotMinutes'
  | 'slotCapacity'
  | 'sameDayCutoff'
  | 'closedReasons'
  | 'legalName'
  | 'gstin'
  | 'fssaiLicence'
  | ReasonField;
const SERVER_FIELDS = [
  'hours',
  'open',
  'close',
  'closedDates',
  'phone',
  'slotMinutes',
  'slotCapacity',
  'sameDayCutoff',
  'closedReasons',
  'legalName',
  'gstin',
  'fssaiLicence',
] as const;
/** What the form calls each field the server may name. */
const LABELS: Partial<Record<(typeof SERVER_FIELDS)[number], string>> = {
  hours: 'Closes at',
  open: 'Opens at',
  close: 'Closes at',
  closedDates: 'Closed days',
  phone: 'Phone',
  slotMinutes: 'Slot length',
  slotCapacity: 'Units per slot',
  sameDayCutoff: 'Same-day cutoff',
  closedReasons: 'Reason',
  legalName: 'Registered name',
  gstin: 'GSTIN',
  fssaiLicence: 'FSSAI licence number',
};
export const MIDNIGHT = '24:00';
export const reasonField = (date: string): ReasonField => `reason:${date}`;

/**
 * The domain's outlet schema, its hours' errors told apart: 'hours.open' is the opening time's
 * field and 'hours.close' (or the hours as a whole) the closing time's; a closed day's reason is
 * that day's field.
 */
export const settingsSchema = {
  safeParse(value: unknown) {
    const parsed = outletPatchSchema.safeParse(value);
    if (parsed.success) return parsed;
    const issues = parsed.error.issues.map((issue) => ({
      ...issue,
      path:
        issue.path[0] === 'hours'
          ? [issue.path[1] === 'open' ? 'open' : 'close']
          : issue.path[0] === 'closedReasons' && typeof issue.path[1] === 'string'
            ? [reasonField(issue.path[1])]
            : issue.path.slice(0, 1),
    }));
    return { success: false as const, error: { issues } };
  },
};

/**
 * A refusal the server tied to one of the form's fields, as the form shows it beside that field
 * (`field` 'closedReasons.2026-12-25' beside that day's reason); null for any other failure.
 */
export function refusedField(error: unknown): Partial<Record<SettingsField, string>> | null {
  const field = error instanceof StaffApiError ? error.refusal?.field : undefined;
  const day = field ? /^closedReasons\.(\d{4}-\d{2}-\d{2})$/.exec(field)?.[1] : undefined;
  if (day)
    return {
      [reasonField(day)]: Object.values(fieldRefusal(error, ['closedReasons'], LABELS) ?? {})[0] ?? messageOf(error),
    };
  const onField = fieldRefusal(error, SERVER_FIELDS, LABELS);
  if (!onField) return null;
  const { hours, ...rest } = onField;
  return hours ? { close: hours, ...rest } : rest;
}

export const sameList = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
export const sameReasons = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The reasons given for the days still closed, without the empty ones. */
export const reasonsOf = (closed: readonly string[], reasons: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    closed.flatMap((date) => {
      const why = reasons[date]?.trim();
      return why ? [[date, why]] : [];
    }),
  );

/** A whole number as typed; NaN when nothing was, so the schema asks for one. */
export function wholeNumberOf(form: FormData, name: string): number {
  const typed = String(form.get(name) ?? '').trim();
  return typed === '' ? Number.NaN : Number(typed);
}
