import { formatNumber } from './sizing/format.ts'

/** A file's size as people read it: "312 KB", "4.2 MB". */
export const fileSizeText = (bytes: number) =>
	bytes < 1024 * 1024
		? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 1)} KB`
		: `${formatNumber(bytes / (1024 * 1024), 1)} MB`
