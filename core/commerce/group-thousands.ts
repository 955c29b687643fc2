/** Digits grouped by threes with commas, the platform's thousands separator: '1234567' → '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}
