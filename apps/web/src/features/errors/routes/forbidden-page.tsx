import { ErrorPage } from '../components/error-page';

export default function ForbiddenPage() {
  return <ErrorPage code="403" messageKey="forbidden" />;
}
