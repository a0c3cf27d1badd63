// A search thread: scans a category store's shared columns (see search-pool.ts). It holds no index of
// its own; each task brings the columns (shared memory, not copied), the plan and the moment to read.
import { scan, type Columns, type Plan, type RunResult, type ScanTask } from './search-run.js';

export interface ScanJob {
  columns: Columns;
  plan: Plan;
  task: ScanTask;
}

export default function runScan({ columns, plan, task }: ScanJob): RunResult {
  return scan(columns, plan, task);
}
