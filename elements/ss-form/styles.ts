/**
 * Every line, control and gap has a fixed size (the line height is set, controls have a set height, choices
 * stand one per line, a multi-part field's inputs sit in a set number of columns), so that `pending.ts` can
 * reserve the form's height exactly before it renders.
 */
export const formStyles = /* css */ `
  :host {
    display: block;
    line-height: 1.5;
    --ss-form-gap: 1rem;
    --ss-form-control-border: 1px solid var(--ss-color-border, #6b6b6b);
    --ss-form-control-radius: var(--ss-radius-sm, 4px);
    --ss-form-error-color: var(--ss-color-danger, #b3261e);
    --ss-form-button-background: var(--ss-color-accent, #1f4f99);
    --ss-form-button-color: var(--ss-color-on-accent, #fff);
  }
  :host([hidden]) {
    display: none;
  }
  /*
   * One-column grids rather than flex columns: WebKit sizes a flex container of fieldsets as if each nested
   * fieldset's legend were there twice (the items sit right, the container grows by the legends' height).
   */
  form,
  .fields,
  .section {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--ss-form-gap);
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  .section-title {
    padding: 0;
    font-weight: var(--ss-font-weight-semibold, 600);
    font-size: 1.15em;
  }
  .field {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.35rem;
  }
  .label {
    padding: 0;
    font-weight: var(--ss-font-weight-semibold, 600);
  }
  .description,
  .counter,
  .part-label {
    margin: 0;
    font-size: 0.875em;
  }
  input:not([type='radio'], [type='checkbox']),
  select,
  textarea {
    box-sizing: border-box;
    inline-size: 100%;
    padding: 0.5rem;
    border: var(--ss-form-control-border);
    border-radius: var(--ss-form-control-radius);
    font: inherit;
    color: inherit;
    background: Field;
  }
  input:not([type='radio'], [type='checkbox']),
  select {
    block-size: calc(1.5em + 1rem + 2px);
  }
  textarea {
    block-size: calc(7.5em + 1rem + 2px);
  }
  [aria-invalid='true'] {
    outline: 2px solid var(--ss-form-error-color);
    outline-offset: 1px;
  }
  .parts {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.5rem;
  }
  .parts:has(> :nth-child(3):last-child) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .part {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
  }
  .choices {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.35rem;
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  .likert-question {
    margin-block-start: 0.35rem;
  }
  .question {
    padding: 0;
  }
  .field-error,
  .form-error,
  .counter[data-over] {
    margin: 0;
    color: var(--ss-form-error-color);
  }
  .form-error,
  .problem {
    margin: 0;
    font-weight: var(--ss-font-weight-semibold, 600);
  }
  .problem {
    color: var(--ss-form-error-color);
  }
  .honeypot {
    position: absolute;
    inset-inline-start: -10000px;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
  }
  .submit {
    justify-self: start;
    padding: 0.6rem 1.4rem;
    border: 0;
    border-radius: var(--ss-form-control-radius);
    font: inherit;
    font-weight: var(--ss-font-weight-semibold, 600);
    color: var(--ss-form-button-color);
    background: var(--ss-form-button-background);
    cursor: pointer;
  }
  .submit[aria-disabled='true'],
  .fields:disabled .submit {
    opacity: 0.6;
    cursor: not-allowed;
  }
  .success:focus {
    outline: none;
  }
`
