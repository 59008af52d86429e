// Whether a page of another language's edition still shows English: copy left untranslated, or words
// the code writes itself instead of reading them from content.

// Names, abbreviations, units and product names are not sentences: a run of Latin words counts as
// English when two or more of its words are ordinary lower-case words.
const LATIN_RUN = /[A-Za-z][\w'’.-]*(?:[\s,;:()/&+-]+[A-Za-z][\w'’.-]*){2,}/g
// Units written in lower case, which a Hindi sentence keeps as the English one does.
const UNIT_WORDS = new Set(['bar', 'psi', 'ppb', 'bph', 'jph'])
const isEnglishWord = (word: string) => /^[a-z]{3,}$/.test(word) && !UNIT_WORDS.has(word)

/** The runs of English words in `text`: in another language's page, copy left untranslated. */
export const englishSentences = (text: string) =>
	[...text.replace(/https?:\/\/\S+|\S+@\S+/g, ' ').matchAll(LATIN_RUN)]
		.map(([run]) => run)
		.filter((run) => run.split(/[^\w'’]+/).filter(isEnglishWord).length >= 2)
