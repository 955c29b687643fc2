/**
 * A field people never see, hear or reach (off-screen, `aria-hidden`, `inert`), which form-filling bots
 * fill in; the server drops a submission that carries anything in it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="honeypot" aria-hidden="true" inert>
      <label>
        Leave this field empty
        <input type="text" name="url" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  )
}
