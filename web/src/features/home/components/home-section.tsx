import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  eyebrow: string;
  icon: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'surface';
}

/** A home section with its anchor id; the issues that build each list fill in the content. */
export function HomeSection({ id, title, eyebrow, icon, children, tone = 'plain' }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`home-section home-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={headingId} className="home-section__title">
          <span className="home-section__icon" aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
