import { z } from 'zod'

/** A BCP 47 language tag as `Intl` reads it (`en`, `pt-BR`, `zh-Hant-TW`), turned into its canonical spelling. */
export const languageTag = z
  .string()
  .max(35)
  .transform((tag, context) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag)
      if (canonical) return canonical
    } catch {
      // Intl throws a RangeError for text that is not a tag; reported below.
    }
    context.addIssue({ code: 'custom', message: `${JSON.stringify(tag)} is not a language tag` })
    return z.NEVER
  })
