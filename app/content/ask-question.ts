// The heading and lead of the Ask Question form on a service page, in content/site/ask-question.yaml:
// a module of their own, so they load with the form (after the page's first view) and nowhere else.
import text from '#content/site/ask-question.json' with { type: 'json' }

export const askQuestionText = text
