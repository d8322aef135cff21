// The public pages' entry: their stylesheet.
import '../index.css';
