import { z } from 'zod';
import { TAGS } from '../constants';

/**
 * Imports from Ghost and WordPress (docs/product.md#importing-from-ghost-or-wordpress): the dry run an admin
 * reads after choosing a file, the choices that start it, and its progress.
 */
export const SITE_IMPORT_PLATFORMS = ['ghost', 'wordpress'] as const;
export const SITE_IMPORT_STATES = ['ready', 'running', 'done', 'failed'] as const;

/** The largest export file read: 25 MB (a Ghost JSON or WordPress WXR of a few thousand posts). */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;
export const MAX_IMPORT_LABEL = '25 MB';

const problemSchema = z.object({ item: z.string(), reason: z.string() });
export type ImportProblem = z.infer<typeof problemSchema>;

const countsSchema = z.object({
  articles: z.number().int(),
  authors: z.number().int(),
  subscribers: z.number().int(),
  images: z.number().int(),
});
export type ImportCounts = z.infer<typeof countsSchema>;

/** What the file holds and what importing it would do, worked out when it was read. */
export const importPlanSchema = z.object({
  /** What would be created (pictures: how many would be fetched). */
  create: countsSchema,
  /** Posts, authors and members brought in by an earlier import of the same site: left as they are. */
  alreadyImported: z.number().int(),
  /** Each tag or category of the file, and the section its posts go to (null: the section chosen at the start). */
  sections: z.array(z.object({ source: z.string(), section: z.enum(TAGS).nullable() })),
  /** Posts that cannot be converted and what is left out, each with why. */
  problems: z.array(problemSchema),
  /** Changes to a post's body on the way in (a table flattened, a script left out). */
  warnings: z.array(problemSchema),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;

export const siteImportSchema = z.object({
  id: z.string(),
  platform: z.enum(SITE_IMPORT_PLATFORMS),
  fileName: z.string(),
  siteTitle: z.string(),
  state: z.enum(SITE_IMPORT_STATES),
  plan: importPlanSchema,
  publisher: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  created: countsSchema,
  /** What the run could not bring over. */
  notes: z.array(problemSchema),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SiteImport = z.infer<typeof siteImportSchema>;

export const startImportSchema = z.strictObject({
  publisher: z.string({ message: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
  /** The section of posts none of whose tags names one. */
  section: z.enum(TAGS, { message: `must be among: ${TAGS.join(', ')}` }),
});
export type StartImport = z.infer<typeof startImportSchema>;
