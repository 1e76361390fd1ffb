import { describe, expect, it } from 'vitest';
import { indiaTimeCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('write an instant in India time, as a spreadsheet reads it', () => {
    expect(indiaTimeCell('2026-11-27T19:00:00.000Z')).toBe('2026-11-28 00:30');
    expect(indiaTimeCell(new Date('2026-03-31T18:29:00Z'))).toBe('2026-03-31 23:59');
    expect(indiaTimeCell(null)).toBe('');
    expect(indiaTimeCell('')).toBe('');
  });

  it('quote what needs it and defuse what starts like a formula', () => {
    expect(toCsv(['Name'], [['Rao, Asha'], ['=1+1']])).toBe('Name\r\n"Rao, Asha"\r\n\'=1+1\r\n');
  });
});
