import { z } from 'zod';
import { emailSchema } from './common';

/** The register password rules of spec §5, checked in this order; the first failure is the message. */
export const PASSWORD_RULES = [
  { test: (password: string) => password.length >= 6, message: 'password must be 6 characters' },
  {
    test: (password: string) => /[A-Z]/.test(password),
    message: 'Must have an Uppercase letter in the password',
  },
  {
    test: (password: string) => /[!@#$%^&*()_+]/.test(password),
    message: 'password with at least one special character',
  },
  { test: (password: string) => /\d/.test(password), message: 'at least one numeric character' },
] as const;

export const PASSWORD_MAX_LENGTH = 128;

/** The first rule the password breaks, or undefined when it keeps them all. */
export function passwordProblem(password: string): string | undefined {
  if (password.length > PASSWORD_MAX_LENGTH)
    return `password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message;
}

export const passwordSchema = z
  .string({ message: 'password is required' })
  .superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const httpUrl = z
  .string()
  .trim()
  .max(2048, 'is too long')
  .refine((value) => {
    if (value.startsWith('/media/')) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Invalid URL');

export const nameSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(80, 'is too long');
export const photoUrlSchema = httpUrl;

export const registerInputSchema = z.object({
  name: nameSchema,
  photo: photoUrlSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'is required' }).min(1, 'is required'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const profileInputSchema = z.object({ name: nameSchema, photo: photoUrlSchema.or(z.literal('')) });
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export const resetPasswordInputSchema = z.object({ password: passwordSchema });

export const tokenResponseSchema = z.object({ token: z.string() });

/** The signed-in reader as the client sees them. */
export const meSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: z.enum(['user', 'admin']),
  premiumUntil: z.string().nullable(),
  premium: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const userUpsertInputSchema = z.object({
  email: emailSchema,
  name: nameSchema.optional(),
  photo: z.string().max(2048).optional(),
});

export const adminCheckSchema = z.object({ admin: z.boolean() });

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: z.enum(['user', 'admin']),
  premiumUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
