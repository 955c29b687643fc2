import { useRef, useState } from 'react'
import type { FormField } from '../../core/forms/form-fields.ts'
import { initialValues, type FieldValue, type FormValues } from '../../core/forms/form-values.ts'

/**
 * The form's entries: the state it draws, and the latest entries, which a submission reads. A script that
 * fills a field and submits in the same task submits what it filled, whether or not the form has redrawn yet.
 */
export function useEntries(fields: readonly FormField[]) {
  const [values, setValues] = useState(() => initialValues(fields))
  const latest = useRef(values)
  const replace = (next: FormValues) => {
    latest.current = next
    setValues(next)
  }
  return {
    values,
    read: () => latest.current,
    set: (id: string, value: FieldValue) => replace({ ...latest.current, [id]: value }),
    reset: () => replace(initialValues(fields)),
  }
}
