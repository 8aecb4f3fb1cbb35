import { Link } from 'react-router-dom';

/** The checkered-flag mark and name, linking home. */
export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Parrilla, ir al inicio">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#e10600" />
        <path d="M8 6h2v21H8z" fill="#fff" />
        <path d="M10 7h15v11H10z" fill="#fff" />
        <path d="M10 7h3.75v3.67H10zm7.5 0h3.75v3.67H17.5zm-3.75 3.67h3.75v3.66h-3.75zm7.5 0H25v3.66h-3.75zM10 14.33h3.75V18H10zm7.5 0h3.75V18H17.5z" fill="#0f1115" />
      </svg>
      <span className="brand__name">Parrilla</span>
    </Link>
  );
}
