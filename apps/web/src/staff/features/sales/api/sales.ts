import type { SalesReport } from '@roast/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';

/** What a report covers: India dates, both included, and one outlet or all of them. */
export interface ReportChoice {
  from: string;
  to: string;
  outlet: string | null;
}

export const salesKeys = {
  report: ({ from, to, outlet }: ReportChoice) => ['staff', 'sales', from, to, outlet] as const,
};

const search = ({ from, to, outlet }: ReportChoice, csv = false) => {
  const params = new URLSearchParams({ from, to });
  if (outlet) params.set('outlet', outlet);
  if (csv) params.set('format', 'csv');
  return params.toString();
};

export const salesQuery = (choice: ReportChoice) =>
  queryOptions({
    queryKey: salesKeys.report(choice),
    // The last report stays on screen (dimmed) while the next range's arrives.
    placeholderData: keepPreviousData,
    queryFn: async () => (await staffApi.get<{ data: SalesReport }>(`/reports/sales?${search(choice)}`)).data,
  });

/** The report as a spreadsheet, every day of the range: a plain link the browser saves. */
export const salesCsv = (choice: ReportChoice) => `/api/staff/reports/sales?${search(choice, true)}`;
