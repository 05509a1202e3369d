package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.Termination;
import io.github.fanorona.server.Texts;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How a club game ended, as its record and its pages say it (issue 42, item 3): a loss on time and
 * a claimed game are not resignations; each ending has its own words, in the record's Termination
 * tag and in each of the site's languages.
 */
class ClubEndingsTest {
  private Site site;

  @AfterEach
  void stop() {
    if (site != null) {
      site.close();
    }
  }

  /** A site whose clocks run sixty times faster than the wall's, and claims allowed after 1 s. */
  private Site fast() {
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ofSeconds(1),
            new FastClock(60));
    return site;
  }

  private record Live(ClubClient ann, ClubClient.Page w, ClubClient.Page b, String id) {}

  private Live live(String terms) throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    String id = ann.invite(terms);
    ClubClient.Page w = ann.open(id);
    ClubClient.Page b = bo.open(id);
    w.next(m -> m.contains("\"status\":\"live\""));
    return new Live(ann, w, b, id);
  }

  private String pgn(Live g) throws Exception {
    HttpResponse<String> r = g.ann().get("/api/club/" + g.id() + "/record?format=pgn");
    assertEquals(200, r.statusCode(), r.body());
    return r.body();
  }

  @Test
  void aLossOnTimeIsRecordedAsOneNotAsAResignation() throws Exception {
    fast();
    Live g = live("{\"side\":\"white\",\"time\":\"1+0\"}");
    ClubClient.play(ClubTest.fresh(), 1, g.w(), g.b());
    // Black never moves: the server flags them
    String over = g.w().next(m -> m.contains("\"status\":\"finished\""));
    assertTrue(over.contains("\"termination\":\"time\""), over);
    String pgn = pgn(g);
    assertTrue(pgn.contains("[Result \"1-0\"]"), pgn);
    assertTrue(pgn.contains("[Termination \"time forfeit\"]"), pgn);
    assertFalse(pgn.contains("resignation"), pgn);
  }

  @Test
  void aClaimedGameIsRecordedAsAbandonedAndAResignationAsOne() throws Exception {
    fast();
    Live g = live("{\"side\":\"white\"}");
    ClubClient.play(ClubTest.fresh(), 2, g.w(), g.b());
    g.b().close();
    g.w().next(m -> m.contains("\"blackHere\":false") && !m.contains("\"goneFor\":-1"));
    Thread.sleep(1100);
    g.w().send("{\"do\":\"claim\"}");
    g.w().next(m -> m.contains("\"termination\":\"abandoned\""));
    String pgn = pgn(g);
    assertTrue(pgn.contains("[Termination \"abandoned\"]"), pgn);
    assertFalse(pgn.contains("resignation"), pgn);

    Live r = live("{\"side\":\"white\"}");
    r.w().send("{\"do\":\"resign\"}");
    r.b().next(m -> m.contains("\"termination\":\"resignation\""));
    assertTrue(pgn(r).contains("[Termination \"resignation\"]"), pgn(r));

    Live d = live("{\"side\":\"white\"}");
    d.w().send("{\"do\":\"draw\"}");
    d.b().next(m -> m.contains("\"drawOffer\":\"w\""));
    d.b().send("{\"do\":\"draw\"}");
    d.w().next(m -> m.contains("\"termination\":\"agreement\""));
    assertTrue(pgn(d).contains("[Termination \"agreement\"]"), pgn(d));
  }

  @Test
  void eachEndingHasItsOwnWordsInTheRecordAndInEveryLanguage() {
    Set<Termination> ends = EnumSet.allOf(Termination.class);
    ends.removeAll(EnumSet.of(Termination.ABORTED_BY_WHITE, Termination.ABORTED_BY_BLACK));
    Set<String> tags = new HashSet<>();
    for (Termination t : ends) {
      assertTrue(tags.add(t.tag()), "one tag for two endings: " + t.tag());
    }
    assertEquals("time forfeit", Termination.TIME.tag());
    assertEquals("abandoned", Termination.ABANDONED.tag());
    for (String lang : Texts.LANGUAGES) {
      Set<String> words = new HashSet<>();
      for (Termination t : ends) {
        // the key club.js asks for: the termination's word, its spaces as underscores
        Texts.Text text = Texts.get().text(lang, "term." + t.word().replace(' ', '_'));
        assertEquals(lang, text.lang(), lang + " " + t);
        assertTrue(words.add(text.text()), lang + ": one text for two endings: " + text.text());
      }
    }
  }
}
