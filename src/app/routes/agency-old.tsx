import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';

/** The old agency address: same page, same query (payment returns may still point here). */
export default function AgencyOldScreen() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.agency, search, hash }} replace />;
}
