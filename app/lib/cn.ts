import { type ClassValue, clsx } from 'clsx'

// clsx without shadcn's twMerge: tailwind-merge costs 8.5 KB gzip on every page, which would take the
// home page past the 150 KB of initial JavaScript every page is held to. Class lists therefore never rely on a later class overriding an
// earlier one; components offer variants instead, and tests/class-lists.spec.ts checks the rendered pages.
export const cn = (...inputs: ClassValue[]) => clsx(inputs)
