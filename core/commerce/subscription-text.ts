import { groupThousands } from './group-thousands.ts'

/** How often a subscription renews, and how many payments it takes. */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'week' | 'month' | 'year' }
  /** The number of payments; 0 or absent means it renews until cancelled. */
  numBillingCycles?: number
}

const UNITS = ['week', 'month', 'year'] as const

/**
 * The renewal of a plan as text: 'renews every week', 'renews every 2 months', and ' for 6 payments' (or
 * ' for 1 payment') when `numBillingCycles` is above 0. A period that is not a whole number of weeks, months
 * or years of at least 1, or a negative or fractional number of payments, is a `RangeError`.
 */
export function subscriptionText(plan: SubscriptionPlan): string {
  const { value, unit } = plan.billingPeriod
  if (!Number.isSafeInteger(value) || value < 1 || !UNITS.includes(unit)) {
    throw new RangeError(
      `A billing period is a whole number of weeks, months or years, at least 1; got ${value} ${unit}.`,
    )
  }
  const cycles = plan.numBillingCycles ?? 0
  if (!Number.isSafeInteger(cycles) || cycles < 0) {
    throw new RangeError(`numBillingCycles is a whole number of payments, or 0 for no end; got ${cycles}.`)
  }
  const every = value === 1 ? unit : `${groupThousands(String(value))} ${unit}s`
  const payments = cycles === 1 ? '1 payment' : `${groupThousands(String(cycles))} payments`
  return cycles === 0 ? `renews every ${every}` : `renews every ${every} for ${payments}`
}
