import { type ClassValue, clsx } from 'clsx'

// clsx without shadcn's twMerge: tailwind-merge cost 8.5 KB gzip on every page, more than the 140 KB
// initial JavaScript budget leaves. Class lists therefore never rely on a later class overriding an
// earlier one; components offer variants instead, and tests/class-lists.spec.ts checks the rendered pages.
export const cn = (...inputs: ClassValue[]) => clsx(inputs)
