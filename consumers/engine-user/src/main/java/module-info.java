/** A game site's computer opponent: one dependency, the engine. */
module example.engine {
  requires io.github.fanorona.engine;
}
