export {
  parseQuery,
  QUERY_ARRAY_LIMIT,
  QUERY_DEPTH_LIMIT,
  QUERY_PARAMETER_LIMIT,
  type QueryLimits,
  type QueryValue,
} from './parse-query.ts'
