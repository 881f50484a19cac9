/** The favourite toggle lives beside the cards that show it (pwa/components); screens import it from here too. */
export { useFavoriteToggle, type FavoriteChange } from '../../components/useFavoriteToggle.ts';
