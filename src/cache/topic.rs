//! What public answers depend on: a few topics, each with its own revision in the
//! database (migration V14), so that a change empties only the answers that show it.

/// One kind of public data, as the triggers of `public_revisions` name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    /// Articles, their similar articles, and their authors' names and pictures.
    Posts,
    Timeline,
    /// The editable texts of the pages (`site_content`).
    Content,
    Settings,
    Legal,
    Chat,
}

impl Topic {
    pub const ALL: [Topic; 6] =
        [Topic::Posts, Topic::Timeline, Topic::Content, Topic::Settings, Topic::Legal, Topic::Chat];

    /// The topic's name in `public_revisions`.
    pub fn name(self) -> &'static str {
        match self {
            Topic::Posts => "posts",
            Topic::Timeline => "timeline",
            Topic::Content => "content",
            Topic::Settings => "settings",
            Topic::Legal => "legal",
            Topic::Chat => "chat",
        }
    }

    pub fn from_name(name: &str) -> Option<Topic> {
        Topic::ALL.into_iter().find(|topic| topic.name() == name)
    }

    pub(super) fn index(self) -> usize {
        self as usize
    }
}

/// A set of topics, as bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TopicSet(u8);

impl TopicSet {
    pub const EMPTY: TopicSet = TopicSet(0);
    pub const ALL: TopicSet = TopicSet::of(&Topic::ALL);

    pub const fn of(topics: &[Topic]) -> TopicSet {
        let mut bits = 0;
        let mut at = 0;
        while at < topics.len() {
            bits |= 1 << topics[at] as u8;
            at += 1;
        }
        TopicSet(bits)
    }

    pub fn contains(self, topic: Topic) -> bool {
        self.0 & (1 << topic as u8) != 0
    }

    pub fn insert(&mut self, topic: Topic) {
        self.0 |= 1 << topic as u8;
    }

    pub const fn union(self, other: TopicSet) -> TopicSet {
        TopicSet(self.0 | other.0)
    }

    pub fn intersects(self, other: TopicSet) -> bool {
        self.0 & other.0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Topic> {
        Topic::ALL.into_iter().filter(move |topic| self.contains(*topic))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_sets_round_trip() {
        for topic in Topic::ALL {
            assert_eq!(Topic::from_name(topic.name()), Some(topic));
        }
        assert_eq!(Topic::from_name("visits"), None);
        let mut set = TopicSet::of(&[Topic::Posts, Topic::Settings]);
        assert!(set.contains(Topic::Posts) && !set.contains(Topic::Timeline));
        assert!(!set.intersects(TopicSet::of(&[Topic::Timeline, Topic::Chat])));
        set.insert(Topic::Chat);
        assert_eq!(set.iter().collect::<Vec<_>>(), [Topic::Posts, Topic::Settings, Topic::Chat]);
        assert!(TopicSet::EMPTY.is_empty() && !set.is_empty());
        assert_eq!(TopicSet::of(&[Topic::Legal]).union(TopicSet::of(&[Topic::Content])).iter().count(), 2);
    }
}
