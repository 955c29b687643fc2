/** The site's API call that gives the recording service's organisation id. */
export const FULLSTORY_ID_PATH = '/api/commerce/fullstory/getId'
/** The id a server answers when the site is not set up for recording: the visit is not recorded. */
export const MOCK_FULLSTORY_ID = 'mock-fullstory-id'
