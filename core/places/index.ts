export {
  hasTrackingContext,
  placeDetails,
  placesAutocomplete,
  MISSING_TRACKING_CONTEXT_WARNING,
  PLACES_URLS,
  type TrackingContext,
} from './places.ts'
