import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from '../constants.js';
import { PROGRESS_PAGE_SIZE_MAX } from './assignment-limits.js';
import { pageQuery } from './common.js';
import { optionalString } from './fields.js';

/** Assignment progress: a coach's table of a class time's students, and its CSV export. */

/** GET /api/assignments/progress: a class time's students × its assignments. */
export const ProgressQuerySchema = z.object({
  ...pageQuery(PROGRESS_PAGE_SIZE_MAX, 50),
  /** A class time's label (the users' classTime text); ignored for a student (own row). */
  classTime: optionalString(SHORT_TEXT_MAX_LENGTH),
});
export type ProgressQuery = z.input<typeof ProgressQuerySchema>;
export const ProgressCsvQuerySchema = ProgressQuerySchema.omit({ page: true, size: true });

export const ProgressColumnSchema = z.object({
  assignmentId: z.number().int(),
  name: z.string(),
  /** Students of the class time (all, not only this page) who have it, and who completed it. */
  assigned: z.number().int(),
  completed: z.number().int(),
});
export const ProgressCellSchema = z.object({
  assignmentId: z.number().int(),
  completed: z.boolean(),
  /** Completion date, else null. */
  modifiedDate: z.string().nullable(),
  attemptCount: z.number().int(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export const ProgressRowSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  /** One cell per column the student has, in the columns' order; columns they lack are absent. */
  cells: z.array(ProgressCellSchema),
  assigned: z.number().int(),
  completed: z.number().int(),
});
export const AssignmentProgressSchema = z.object({
  classTime: z.string().nullable(),
  columns: z.array(ProgressColumnSchema),
  rows: z.array(ProgressRowSchema),
  /** Students in all (rows are one page of them). */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AssignmentProgress = z.infer<typeof AssignmentProgressSchema>;
export type ProgressRow = z.infer<typeof ProgressRowSchema>;
export type ProgressCell = z.infer<typeof ProgressCellSchema>;
