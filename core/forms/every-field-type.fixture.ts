import { formFieldListSchema, type FormField } from './form-fields.ts'

/** A form with one field of every type of the form builder, for the unit tests. */
export const everyFieldType: FormField[] = formFieldListSchema.parse([
  { id: 'text', type: 'text', label: 'Company' },
  { id: 'message', type: 'textarea', label: 'Message', maxLength: 10 },
  { id: 'email', type: 'email', label: 'Email' },
  { id: 'budget', type: 'currency', label: 'Budget' },
  { id: 'guests', type: 'number', label: 'Guests' },
  { id: 'site', type: 'website', label: 'Website' },
  { id: 'secret', type: 'password', label: 'Password' },
  { id: 'handle', type: 'twitter', label: 'Twitter' },
  { id: 'day', type: 'date', label: 'Date' },
  { id: 'at', type: 'time', label: 'Time' },
  { id: 'name', type: 'name', label: 'Name' },
  { id: 'address', type: 'address', label: 'Address' },
  { id: 'phone', type: 'phone', label: 'Phone' },
  { id: 'intro', type: 'section', label: 'About your visit' },
  { id: 'size', type: 'radio', label: 'Size', options: ['Small', 'Large'] },
  { id: 'extras', type: 'checkbox', label: 'Extras', options: ['Milk', 'Sugar', 'Lemon'] },
  { id: 'topic', type: 'select', label: 'Topic', options: ['Sales', 'Support'] },
  { id: 'opinion', type: 'likert', label: 'Opinion', questions: ['The staff were kind', 'The food was warm'] },
  { id: 'ref', type: 'hidden', label: 'ref', value: 'direct' },
])
