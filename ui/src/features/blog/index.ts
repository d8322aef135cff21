// What other features may use from the blog: the article card the home page lists too.
export { PostCard } from './components/PostCard';
