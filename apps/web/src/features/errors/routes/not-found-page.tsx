import { ErrorPage } from '../components/error-page';

export default function NotFoundPage() {
  return <ErrorPage code="404" messageKey="notFound" />;
}
