import { Navigate, useLocation, useParams } from 'react-router'
import { safeRedirectTarget } from './redirect-target'

/** `/redirect/*`: the tag "reload" helper. Only ever navigates inside the app. */
export function RedirectPage() {
  const { '*': splat = '' } = useParams()
  const { search } = useLocation()
  const target = safeRedirectTarget(splat, search)
  return <Navigate to={target ?? '/error/404'} replace />
}
