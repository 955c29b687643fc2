import { describe, expect, it } from 'vitest'
import { subscriptionText, type SubscriptionPlan } from './subscription-text.ts'

const plan = (value: number, unit: 'week' | 'month' | 'year', numBillingCycles?: number): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
})

describe('subscriptionText', () => {
  it.each<[SubscriptionPlan, string]>([
    [plan(1, 'week'), 'renews every week'],
    [plan(1, 'month'), 'renews every month'],
    [plan(1, 'year'), 'renews every year'],
    [plan(2, 'week'), 'renews every 2 weeks'],
    [plan(3, 'month'), 'renews every 3 months'],
    [plan(10, 'year'), 'renews every 10 years'],
    [plan(1, 'month', 0), 'renews every month'],
    [plan(1, 'month', 12), 'renews every month for 12 payments'],
    [plan(2, 'week', 1), 'renews every 2 weeks for 1 payment'],
    [plan(6, 'month', 2), 'renews every 6 months for 2 payments'],
    [plan(1, 'week', 1000), 'renews every week for 1,000 payments'],
    [{ billingPeriod: { value: 1, unit: 'year' } }, 'renews every year'],
  ])('%j reads %j', (input, expected) => {
    expect(subscriptionText(input)).toBe(expected)
  })

  it.each<[SubscriptionPlan, string]>([
    [plan(0, 'month'), 'got 0 month'],
    [plan(-1, 'week'), 'got -1 week'],
    [plan(1.5, 'month'), 'got 1.5 month'],
    [plan(1, 'day' as 'week'), 'got 1 day'],
    [plan(1, 'month', -1), 'got -1.'],
    [plan(1, 'month', 2.5), 'got 2.5.'],
  ])('refuses %j', (input, message) => {
    expect(() => subscriptionText(input)).toThrow(RangeError)
    expect(() => subscriptionText(input)).toThrow(message)
  })
})
