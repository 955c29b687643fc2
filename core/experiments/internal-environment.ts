import { WebsiteStatus } from '../enums/website.ts'

// A host label that is, or starts or ends a hyphenated label with, stage, qa, dev or internal (a number may
// follow): stage.example.com, qa2.example.com, shop-dev.example.com; not developer.com or devices.example.com.
const INTERNAL_HOST_PATTERN = /(?:^|[.-])(?:stage|qa|dev|internal)\d*(?=[.-]|$)/i

/** Whether the page is one of the product's internal environments: by its host name or the site's status. */
export function isInternalEnvironment(hostname: string, websiteStatus?: number): boolean {
  return websiteStatus === WebsiteStatus.internal || INTERNAL_HOST_PATTERN.test(hostname)
}
