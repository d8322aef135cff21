//! The kind of device a visitor reads on, told from his browser's user agent alone: the
//! statistics say how many visitors use a phone, a tablet or a computer.

use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Device {
    Phone,
    Tablet,
    Computer,
}

impl Device {
    pub const ALL: [Device; 3] = [Device::Phone, Device::Tablet, Device::Computer];

    /// The name the database stores.
    pub const fn code(self) -> &'static str {
        match self {
            Device::Phone => "phone",
            Device::Tablet => "tablet",
            Device::Computer => "computer",
        }
    }

    pub fn from_code(code: &str) -> Option<Device> {
        Device::ALL.into_iter().find(|device| device.code() == code)
    }

    /// What `user_agent` says it runs on. An iPad asking for the desktop site (iPadOS's default
    /// since version 13) sends the very agent of a Mac's Safari: nothing in it tells them apart,
    /// so it counts as a computer, as it asked to be treated.
    pub fn of(user_agent: &str) -> Device {
        let agent = user_agent.to_ascii_lowercase();
        let has = |marker: &str| agent.contains(marker);
        if has("ipad") || has("tablet") || has("kindle") || has("silk/") || has("playbook") {
            Device::Tablet
        } else if has("iphone") || has("ipod") || has("windows phone") || has("mobi") || has("opera mini") {
            Device::Phone
        } else if has("android") {
            // Android phones' browsers say « Mobile »; tablets' do not.
            Device::Tablet
        } else {
            Device::Computer
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_agents_name_their_device() {
        let cases = [
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
                Device::Phone,
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
                Device::Phone,
            ),
            ("Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0", Device::Phone),
            (
                "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
                Device::Tablet,
            ),
            ("Mozilla/5.0 (Android 13; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0", Device::Tablet),
            (
                "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
                Device::Tablet,
            ),
            (
                "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.3.1 like Chrome/126.0.0.0 Safari/537.36",
                Device::Tablet,
            ),
            // iPadOS in desktop mode: the same agent as a Mac's Safari.
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                Device::Computer,
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
                Device::Computer,
            ),
            ("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", Device::Computer),
        ];
        for (agent, device) in cases {
            assert_eq!(Device::of(agent), device, "{agent}");
        }
        assert_eq!(Device::from_code("tablet"), Some(Device::Tablet));
        assert_eq!(Device::from_code("fridge"), None);
    }
}
