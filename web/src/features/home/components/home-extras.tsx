import { MessageCircle } from 'lucide-react';
import { es } from '@contracts/spanish-contractions';

/** The series the league races in; drawn as type, not the series' own trademarks. */
export const CATEGORIES = ['GT3', 'Indy', 'Nascar', 'IMSA', 'TCR', 'SuperFormula', 'MX5 Cup', 'F1', 'F3'] as const;

export function CategoriesSection() {
  return (
    <section className="categories" aria-labelledby="categorias-title">
      <div className="container">
        <h2 id="categorias-title" className="categories__title">
          Las mejores categorías
        </h2>
        <ul className="categories__list">
          {CATEGORIES.map((name) => (
            <li key={name}>
              <span className="categories__logo" role="img" aria-label={es`Logo de ${name}`}>
                <span aria-hidden="true">{name}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The community's group chat invitation. */
export const GROUP_CHAT_URL = 'https://chat.whatsapp.com/parrilla-simracing';

export function GroupChatButton() {
  return (
    <a className="group-chat" href={GROUP_CHAT_URL} target="_blank" rel="noopener noreferrer" aria-label="Únete al grupo de chat de la comunidad">
      <MessageCircle size={26} aria-hidden="true" />
      <span className="group-chat__text">Únete al grupo</span>
    </a>
  );
}
